import type { CookieJar } from '../types'
import { keyPrefix, probeName } from './keyPrefix'
import type { Tier } from './Tier'

// Browsers cap a cookie near 4096 bytes of name and value; keep a margin for the name.
export const maxCookieValueBytes = 3000

// 400 days, the longest lifetime Chromium grants.
const maxAgeSeconds = 400 * 24 * 60 * 60

// Without `Partitioned` a cross-site frame's cookie is third-party and blocked; CHIPS requires
// `Secure`, which requires `SameSite=None` to be sent in a cross-site frame at all.
function serializeCookie(name: string, encodedValue: string, maxAge: number): string {
  return `${name}=${encodedValue}; Path=/; Max-Age=${maxAge}; SameSite=None; Secure; Partitioned`
}

function readCookie(cookieString: string, name: string): string | null {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim())
    } catch {
      // Someone else wrote a value we never encoded; treat it as absent rather than fail reads.
      return null
    }
  }
  return null
}

/**
 * Partitioned cookies of the frame origin, or `undefined` when the browser drops them.
 * Values larger than `maxCookieValueBytes` once encoded are refused.
 */
export function createCookieTier(jar: CookieJar): Tier | undefined {
  try {
    jar.set(serializeCookie(probeName, '1', 60))
    const readBack = readCookie(jar.get(), probeName)
    jar.set(serializeCookie(probeName, '', 0))
    if (readBack !== '1') return undefined
  } catch {
    return undefined
  }
  return {
    async get(key) {
      return readCookie(jar.get(), keyPrefix + key)
    },
    async set(key, value) {
      const encoded = encodeURIComponent(value)
      if (encoded.length > maxCookieValueBytes) return false
      jar.set(serializeCookie(keyPrefix + key, encoded, maxAgeSeconds))
      // A browser drops a cookie silently (size, count per site), so only a read-back proves it.
      return readCookie(jar.get(), keyPrefix + key) === value
    },
    async remove(key) {
      jar.set(serializeCookie(keyPrefix + key, '', 0))
    },
  }
}
