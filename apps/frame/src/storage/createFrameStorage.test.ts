import { describe, expect, test } from 'vitest'
import { createFrameStorage } from './createFrameStorage'
import { maxCookieValueBytes } from './internal/createCookieTier'
import { createFakeCookieJar, createFakeHostMirror, createFakeStorage } from './internal/fakeBackends'
import { type StorageKey, storageKeys } from './storageKeys'

const secretKeys = (Object.keys(storageKeys) as StorageKey[]).filter((key) => !storageKeys[key].hostVisible)

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

  test('sends a host-visible value too large for a cookie to the host mirror', async () => {
    const { cookies, host, load } = cookieOnly()
    const storage = load()
    const large = 'x'.repeat(maxCookieValueBytes + 1)

    await storage.set('wcSession', large)

    expect(cookies.written.some((cookie) => cookie.startsWith(`latch.wcSession=${large}`))).toBe(false)
    expect(host.values.get('wcSession')).toBe(large)
    expect(await load().get('wcSession')).toBe(large)
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

  test('never receives a secret key', async () => {
    const { host, load } = hostOnly()
    const storage = load()

    for (const key of secretKeys) {
      await storage.set(key, `secret ${key}`)
      expect(await storage.get(key)).toBe(`secret ${key}`)
    }
    for (const key of secretKeys) await storage.remove(key)
    for (const key of secretKeys) expect(await storage.get(key)).toBeNull()

    expect(secretKeys).toEqual(['embeddedSession', 'deviceShare'])
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
