import { describe, expect, test } from 'vitest'
import { createEncryptedMirrorTier } from './createEncryptedMirrorTier'
import { createHostMirrorTier } from './createHostMirrorTier'
import { createFakeHostMirror } from './fakeBackends'

const secret = '{"wc@2:core:0.3:latch//keychain":{"topic":"0badc0ffee"}} ✓'

function setup(initialKey: string | null = null) {
  const host = createFakeHostMirror()
  const keyStore = { value: initialKey }
  const tier = createEncryptedMirrorTier(createHostMirrorTier(host.mirror), {
    get: async () => keyStore.value,
    set: async (value) => {
      keyStore.value = value
    },
  })
  return { host, keyStore, tier }
}

// Another page load over the same host storage and key store.
function reload(from: ReturnType<typeof setup>) {
  const next = setup(from.keyStore.value)
  for (const [key, value] of from.host.values) next.host.values.set(key, value)
  return next
}

describe('createEncryptedMirrorTier', () => {
  test('hands the mirror ciphertext only, and opens it again on the next page', async () => {
    const first = setup()
    expect(await first.tier.set('wcSession', secret)).toBe(true)

    const sealed = first.host.values.get('wcSession') ?? ''
    expect(sealed).toMatch(/^aesgcm1\.[\w-]{16}\.[\w-]+$/)
    expect(sealed).not.toContain('keychain')
    expect(sealed).not.toContain(first.keyStore.value)
    expect(await first.tier.get('wcSession')).toBe(secret)

    expect(await reload(first).tier.get('wcSession')).toBe(secret)
  })

  test('uses a fresh IV for every write', async () => {
    const { host, tier } = setup()
    await tier.set('wcSession', secret)
    const first = host.values.get('wcSession')
    await tier.set('wcSession', secret)
    const second = host.values.get('wcSession')

    expect(second?.split('.')[1]).not.toBe(first?.split('.')[1])
    expect(second).not.toBe(first)
  })

  test('makes one key however many writes race', async () => {
    let keysMade = 0
    const host = createFakeHostMirror()
    let stored: string | null = null
    const tier = createEncryptedMirrorTier(createHostMirrorTier(host.mirror), {
      get: async () => stored,
      set: async (value) => {
        keysMade += 1
        stored = value
      },
    })

    await Promise.all([tier.set('wcSession', 'a'), tier.set('theme', 'b')])

    expect(keysMade).toBe(1)
    expect(await tier.get('wcSession')).toBe('a')
    expect(await tier.get('theme')).toBe('b')
  })

  test('drops a value that was tampered with', async () => {
    const first = setup()
    await first.tier.set('wcSession', secret)
    const [format, iv, ciphertext = ''] = (first.host.values.get('wcSession') ?? '').split('.')
    const flipped = `${ciphertext.slice(0, 10)}${ciphertext[10] === 'A' ? 'B' : 'A'}${ciphertext.slice(11)}`
    first.host.values.set('wcSession', `${format}.${iv}.${flipped}`)

    const next = reload(first)
    expect(await next.tier.get('wcSession')).toBeNull()
    expect(next.host.values.has('wcSession')).toBe(false)
  })

  test('drops a ciphertext moved to another key', async () => {
    const first = setup()
    await first.tier.set('wcSession', secret)
    first.host.values.set('theme', first.host.values.get('wcSession') ?? '')

    expect(await reload(first).tier.get('theme')).toBeNull()
  })

  test('drops the value when the key is lost, and seals the next one under a new key', async () => {
    const first = setup()
    await first.tier.set('wcSession', secret)
    const lostKey = first.keyStore.value

    const next = reload(first)
    next.keyStore.value = null
    expect(await next.tier.get('wcSession')).toBeNull()
    expect(next.host.values.has('wcSession')).toBe(false)

    await next.tier.set('wcSession', 'new session')
    expect(next.keyStore.value).not.toBeNull()
    expect(next.keyStore.value).not.toBe(lostKey)
    expect(await reload(next).tier.get('wcSession')).toBe('new session')
  })

  test.each([
    ['garbage', 'not sealed at all'],
    ['plain JSON from before encryption', '{"v":1,"entries":{}}'],
    ['bad base64', 'aesgcm1.***.***'],
    ['too many parts', 'aesgcm1.a.b.c'],
  ])('drops %s without throwing', async (_, stored) => {
    const first = setup()
    await first.tier.set('wcSession', secret)
    const next = reload(first)
    next.host.values.set('wcSession', stored)

    expect(await next.tier.get('wcSession')).toBeNull()
    expect(next.host.values.has('wcSession')).toBe(false)
  })

  test('treats a mangled stored key as lost', async () => {
    const first = setup()
    await first.tier.set('wcSession', secret)
    const next = reload(first)
    next.keyStore.value = 'short'

    expect(await next.tier.get('wcSession')).toBeNull()
  })

  test('refuses to store without WebCrypto, so the value stays in the frame', async () => {
    const host = createFakeHostMirror()
    const tier = createEncryptedMirrorTier(
      createHostMirrorTier(host.mirror),
      { get: async () => null, set: async () => {} },
      null,
    )

    expect(await tier.set('wcSession', secret)).toBe(false)
    expect(host.keysSeen).toEqual([])
  })
})
