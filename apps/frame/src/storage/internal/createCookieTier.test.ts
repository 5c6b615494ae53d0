import { describe, expect, test } from 'vitest'
import { createCookieTier, maxCookieValueBytes } from './createCookieTier'
import { createFakeCookieJar } from './fakeBackends'

describe('createCookieTier', () => {
  test('is unavailable when the browser drops cookies', () => {
    expect(createCookieTier(createFakeCookieJar({ blocked: true }).jar)).toBeUndefined()
  })

  test('is unavailable when reading cookies throws', () => {
    const jar = {
      get: (): string => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
      set: () => {},
    }
    expect(createCookieTier(jar)).toBeUndefined()
  })

  test('finds its cookie among others with similar names', async () => {
    const { jar, cookies } = createFakeCookieJar()
    const tier = createCookieTier(jar)
    cookies.set('xlatch.theme', 'wrong')
    cookies.set('latch.themes', 'wrong')
    cookies.set('latch.theme', 'a%3Db')
    cookies.set('other', '1')

    expect(await tier?.get('theme')).toBe('a=b')
  })

  test('reads a value it cannot decode as absent', async () => {
    const { jar, cookies } = createFakeCookieJar()
    const tier = createCookieTier(jar)
    cookies.set('latch.theme', '%E0%A4%A')

    expect(await tier?.get('theme')).toBeNull()
  })

  test('refuses a value over the limit once encoded', async () => {
    const { jar, written } = createFakeCookieJar()
    const tier = createCookieTier(jar)
    const before = written.length

    expect(await tier?.set('theme', ' '.repeat(maxCookieValueBytes / 3 + 1))).toBe(false)
    expect(written.length).toBe(before)
  })

  test('refuses a value the browser silently dropped', async () => {
    const { jar, cookies } = createFakeCookieJar()
    const tier = createCookieTier(jar)
    const droppingJar = {
      get: jar.get,
      set: (cookie: string) => {
        if (!cookie.startsWith('latch.theme=')) jar.set(cookie)
      },
    }
    const dropping = createCookieTier(droppingJar)

    expect(await tier?.set('lastConnector', 'injected')).toBe(true)
    expect(await dropping?.set('theme', 'dark')).toBe(false)
    expect(cookies.has('latch.theme')).toBe(false)
  })
})
