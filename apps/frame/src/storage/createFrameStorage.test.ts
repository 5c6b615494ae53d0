import { describe, expect, test } from 'vitest'
import { createFrameStorage } from './createFrameStorage'
import { maxCookieValueBytes } from './internal/createCookieTier'
import { createFakeCookieJar, createFakeHostMirror, createFakeStorage } from './internal/fakeBackends'
import { type MirrorPolicy, type StorageKey, storageKeys } from './storageKeys'

const keysOf = (policy: MirrorPolicy) =>
  (Object.keys(storageKeys) as StorageKey[]).filter((key) => storageKeys[key].mirror === policy)
const secretKeys = keysOf('never')
const encryptedKeys = keysOf('encrypted')

// The shape of WalletConnect's stored state: a keychain of 64-hex-digit symmetric and private keys.
const wcBlob = JSON.stringify({
  v: 1,
  entries: {
    'wc@2:core:0.3:latch//keychain': {
      '9c1a6e4fd0b3c2a87f5e1d6b4a3c2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d':
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
  },
})

const blockedLocalStorage = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError')
}

// Backends as Chromium gives a cross-site frame by default: no localStorage, partitioned cookies.
function cookieOnly() {
  const cookies = createFakeCookieJar()
  const host = createFakeHostMirror()
  const load = () =>
    createFrameStorage({ localStorage: blockedLocalStorage, cookieJar: cookies.jar, hostMirror: host.mirror })
  return { cookies, host, load }
}

// Backends of a frame with no storage at all (Brave, incognito): only the SDK's mirror.
function hostOnly() {
  const host = createFakeHostMirror()
  const load = () =>
    createFrameStorage({
      localStorage: blockedLocalStorage,
      cookieJar: createFakeCookieJar({ blocked: true }).jar,
      hostMirror: host.mirror,
    })
  return { host, load }
}

describe('frame tier', () => {
  test('uses localStorage when it works, and nothing else', async () => {
    const local = createFakeStorage()
    const cookies = createFakeCookieJar()
    const host = createFakeHostMirror()
    const storage = createFrameStorage({
      localStorage: () => local.storage,
      cookieJar: cookies.jar,
      hostMirror: host.mirror,
    })
    expect(storage.tier).toBe('frame')

    await storage.set('theme', 'dark')
    await storage.set('embeddedSession', 'token')

    expect(local.items).toEqual(
      new Map([
        ['latch.theme', 'dark'],
        ['latch.embeddedSession', 'token'],
      ]),
    )
    expect(cookies.written).toEqual([])
    expect(host.keysSeen).toEqual([])
    expect(await storage.get('theme')).toBe('dark')
    expect(await storage.get('embeddedSession')).toBe('token')
  })

  test('reads what an earlier page load wrote, and removes it', async () => {
    const local = createFakeStorage()
    await createFrameStorage({ localStorage: () => local.storage }).set('deviceShare', 'share')

    const reloaded = createFrameStorage({ localStorage: () => local.storage })
    expect(await reloaded.get('deviceShare')).toBe('share')
    await reloaded.remove('deviceShare')
    expect(await reloaded.get('deviceShare')).toBeNull()
    expect(local.items.size).toBe(0)
  })

  test('keeps a value refused for quota in memory and drops the older one', async () => {
    const local = createFakeStorage((_, value) => value.length > 10)
    const storage = createFrameStorage({ localStorage: () => local.storage })
    expect(storage.tier).toBe('frame')

    await storage.set('wcSession', 'small')
    await storage.set('wcSession', 'x'.repeat(100))

    expect(await storage.get('wcSession')).toBe('x'.repeat(100))
    expect(local.items.has('latch.wcSession')).toBe(false)
  })
})

describe('cookie tier', () => {
  test('is used when accessing localStorage throws', async () => {
    const { cookies, load } = cookieOnly()
    const storage = load()
    expect(storage.tier).toBe('cookie')

    await storage.set('lastConnector', 'injected')

    expect(cookies.cookies.get('latch.lastConnector')).toBe('injected')
    expect(await storage.get('lastConnector')).toBe('injected')
  })

  test('is used when localStorage.setItem throws', () => {
    const cookies = createFakeCookieJar()
    const storage = createFrameStorage({
      localStorage: () => createFakeStorage(() => true).storage,
      cookieJar: cookies.jar,
    })
    expect(storage.tier).toBe('cookie')
  })

  test('writes partitioned cross-site cookies with the value URI-encoded', async () => {
    const { cookies, load } = cookieOnly()
    const storage = load()
    const value = '{"a":"b; c=d"} ✓'

    await storage.set('recentWallets', value)

    const written = cookies.written.at(-1) ?? ''
    expect(written.startsWith(`latch.recentWallets=${encodeURIComponent(value)}; `)).toBe(true)
    const attributes = written.split('; ').slice(1)
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/', 'SameSite=None', 'Secure', 'Partitioned', 'Max-Age=34560000']),
    )
    expect(await storage.get('recentWallets')).toBe(value)
  })

  test('leaves no probe cookie behind', () => {
    const { cookies, load } = cookieOnly()
    load()
    expect(cookies.written.length).toBeGreaterThan(0)
    expect(cookies.cookies.size).toBe(0)
  })

  test('keeps secret keys in cookies too, never in the host mirror', async () => {
    const { cookies, host, load } = cookieOnly()
    const storage = load()

    await storage.set('embeddedSession', 'token')

    expect(cookies.cookies.get('latch.embeddedSession')).toBe('token')
    expect(await storage.get('embeddedSession')).toBe('token')
    await storage.remove('embeddedSession')
    expect(host.keysSeen).toEqual([])
  })

  test('sends a plain mirrored value too large for a cookie to the host mirror', async () => {
    const { cookies, host, load } = cookieOnly()
    const storage = load()
    const large = 'x'.repeat(maxCookieValueBytes + 1)

    await storage.set('recentWallets', large)

    expect(cookies.written.some((cookie) => cookie.startsWith(`latch.recentWallets=${large}`))).toBe(false)
    expect(host.values.get('recentWallets')).toBe(large)
    expect(await load().get('recentWallets')).toBe(large)
  })

  test('sends the WalletConnect session too large for a cookie to the mirror sealed, its key in a cookie', async () => {
    const { cookies, host, load } = cookieOnly()
    const large = wcBlob + ' '.repeat(maxCookieValueBytes)

    await load().set('wcSession', large)

    const sealed = host.values.get('wcSession') ?? ''
    expect(sealed).toMatch(/^aesgcm1\.[\w-]+\.[\w-]+$/)
    expect(sealed).not.toMatch(/keychain|[0-9a-f]{64}/i)
    expect(cookies.cookies.get('latch.mirrorKey')).toMatch(/^[\w-]{43}$/)
    expect([...host.values.values()].join()).not.toContain(cookies.cookies.get('latch.mirrorKey'))
    // A reload: a new storage module over the same cookies and mirror.
    expect(await load().get('wcSession')).toBe(large)
  })

  test('drops the sealed session when the cookie with its key is gone', async () => {
    const { cookies, host, load } = cookieOnly()
    await load().set('wcSession', wcBlob + ' '.repeat(maxCookieValueBytes))
    cookies.cookies.delete('latch.mirrorKey')

    const reloaded = load()
    expect(await reloaded.get('wcSession')).toBeNull()
    expect(host.values.has('wcSession')).toBe(false)
    // The next session is sealed under a new key.
    await reloaded.set('wcSession', `${wcBlob}${' '.repeat(maxCookieValueBytes)}.`)
    expect(await load().get('wcSession')).toBe(`${wcBlob}${' '.repeat(maxCookieValueBytes)}.`)
  })

  test('counts the encoded size against the cookie limit', async () => {
    const { host, load } = cookieOnly()
    // 750 characters that encode to 3,000 bytes: 'é' to 6, ';' to 3.
    const atLimit = 'é'.repeat(250) + ';'.repeat(maxCookieValueBytes / 3 - 500)
    const overLimit = `${atLimit};`

    const storage = load()
    await storage.set('theme', atLimit)
    await storage.set('recentWallets', overLimit)

    expect(host.values.has('theme')).toBe(false)
    expect(host.values.get('recentWallets')).toBe(overLimit)
  })

  test('keeps a secret value too large for a cookie in memory only', async () => {
    const { cookies, host, load } = cookieOnly()
    const storage = load()
    const large = 's'.repeat(maxCookieValueBytes + 1)

    await storage.set('deviceShare', large)

    expect(await storage.get('deviceShare')).toBe(large)
    expect(cookies.cookies.has('latch.deviceShare')).toBe(false)
    expect(host.keysSeen).toEqual([])
    expect(await load().get('deviceShare')).toBeNull()
  })

  test('moves a key between the cookie and the mirror as its size changes', async () => {
    const { cookies, host, load } = cookieOnly()
    const storage = load()
    const large = 'x'.repeat(maxCookieValueBytes + 1)

    await storage.set('wcSession', 'small')
    await storage.set('wcSession', large)
    expect(cookies.cookies.has('latch.wcSession')).toBe(false)
    expect(await storage.get('wcSession')).toBe(large)

    await storage.set('wcSession', 'small again')
    expect(host.values.has('wcSession')).toBe(false)
    expect(await load().get('wcSession')).toBe('small again')
  })

  test('reads what an earlier page load wrote, and removes it with a matching expired cookie', async () => {
    const { cookies, load } = cookieOnly()
    await load().set('theme', 'light')

    const reloaded = load()
    expect(await reloaded.get('theme')).toBe('light')
    await reloaded.remove('theme')

    expect(cookies.written.at(-1)).toBe('latch.theme=; Path=/; Max-Age=0; SameSite=None; Secure; Partitioned')
    expect(await reloaded.get('theme')).toBeNull()
    expect(await load().get('theme')).toBeNull()
  })
})

describe('host tier', () => {
  test('is used for host-visible keys when the frame has no storage', async () => {
    const { host, load } = hostOnly()
    const storage = load()
    expect(storage.tier).toBe('host')

    await storage.set('lastConnector', 'walletConnect')

    expect(host.values.get('lastConnector')).toBe('walletConnect')
    expect(await load().get('lastConnector')).toBe('walletConnect')
  })

  test('never receives the plaintext of an encrypted key, and loses it on reload', async () => {
    const { host, load } = hostOnly()
    const storage = load()

    for (const key of encryptedKeys) {
      await storage.set(key, wcBlob)
      expect(await storage.get(key)).toBe(wcBlob)
      expect(host.values.get(key)).toMatch(/^aesgcm1\./)
    }
    expect(encryptedKeys).toEqual(['wcSession'])
    expect([...host.values.values()].join()).not.toMatch(/keychain|[0-9a-f]{64}/i)
    expect(host.keysSeen.filter((key) => !encryptedKeys.includes(key as StorageKey))).toEqual([])

    // Without cookies the key lived in the page's memory: the next page cannot open what it sealed.
    expect(await load().get('wcSession')).toBeNull()
    expect(host.values.has('wcSession')).toBe(false)
  })

  test('drops a WalletConnect session the host mirrored in plain before encryption', async () => {
    const { host, load } = hostOnly()
    await host.mirror.set('wcSession', wcBlob)

    expect(await load().get('wcSession')).toBeNull()
    expect(host.values.has('wcSession')).toBe(false)
  })

  test('never receives a secret key', async () => {
    const { host, load } = hostOnly()
    const storage = load()

    for (const key of secretKeys) {
      await storage.set(key, `secret ${key}`)
      expect(await storage.get(key)).toBe(`secret ${key}`)
    }
    for (const key of secretKeys) await storage.remove(key)
    for (const key of secretKeys) expect(await storage.get(key)).toBeNull()

    expect(secretKeys).toEqual(['embeddedSession', 'deviceShare', 'mirrorKey'])
    expect(host.keysSeen.filter((key) => secretKeys.includes(key as StorageKey))).toEqual([])
    expect(host.keysSeen).toEqual([])
  })

  test('keeps secrets for the page only', async () => {
    const { load } = hostOnly()
    await load().set('embeddedSession', 'token')
    expect(await load().get('embeddedSession')).toBeNull()
  })

  test('removes from the mirror', async () => {
    const { host, load } = hostOnly()
    await load().set('recentWallets', '["a","b"]')

    const reloaded = load()
    await reloaded.remove('recentWallets')

    expect(host.values.has('recentWallets')).toBe(false)
    expect(await reloaded.get('recentWallets')).toBeNull()
  })

  test('falls back to memory when the mirror fails', async () => {
    const host = createFakeHostMirror({ failing: true })
    const storage = createFrameStorage({
      localStorage: blockedLocalStorage,
      cookieJar: createFakeCookieJar({ blocked: true }).jar,
      hostMirror: host.mirror,
    })

    await storage.set('theme', 'dark')
    expect(await storage.get('theme')).toBe('dark')
    await storage.remove('theme')
    expect(await storage.get('theme')).toBeNull()
  })

  test('treats a non-string answer from the host as absent', async () => {
    const storage = createFrameStorage({
      localStorage: blockedLocalStorage,
      cookieJar: createFakeCookieJar({ blocked: true }).jar,
      hostMirror: { get: async () => ({ evil: true }) as unknown as string, set: async () => {} },
    })
    expect(await storage.get('theme')).toBeNull()
  })
})

describe('memory tier', () => {
  const load = () =>
    createFrameStorage({
      localStorage: blockedLocalStorage,
      cookieJar: createFakeCookieJar({ blocked: true }).jar,
    })

  test('is used when nothing else is available', async () => {
    const storage = load()
    expect(storage.tier).toBe('memory')

    await storage.set('theme', 'dark')
    await storage.set('embeddedSession', 'token')

    expect(await storage.get('theme')).toBe('dark')
    expect(await storage.get('embeddedSession')).toBe('token')
  })

  test('removes', async () => {
    const storage = load()
    await storage.set('lastConnector', 'injected')
    await storage.remove('lastConnector')
    expect(await storage.get('lastConnector')).toBeNull()
  })

  test('lasts for the page only', async () => {
    await load().set('theme', 'dark')
    expect(await load().get('theme')).toBeNull()
  })

  test('is what server rendering gets, without throwing', async () => {
    const storage = createFrameStorage()
    expect(storage.tier).toBe('memory')
    await storage.set('theme', 'dark')
    expect(await storage.get('theme')).toBe('dark')
  })
})
