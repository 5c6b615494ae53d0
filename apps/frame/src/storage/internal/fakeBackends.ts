import type { MirroredKey } from '../storageKeys'
import type { CookieJar, HostMirror } from '../types'

/** A Map-backed `Storage`; `setItem` throws whenever `refuse` says so (quota, blocked storage). */
export function createFakeStorage(refuse: (key: string, value: string) => boolean = () => false) {
  const items = new Map<string, string>()
  const storage: Storage = {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse(key, value)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
    clear: () => items.clear(),
  }
  return { storage, items }
}

/** A cookie store that keeps `name=value` like a browser, honours `Max-Age=0`, logs every write. */
export function createFakeCookieJar({ blocked = false } = {}) {
  const cookies = new Map<string, string>()
  const written: string[] = []
  const jar: CookieJar = {
    get: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (cookie) => {
      written.push(cookie)
      if (blocked) return
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      const maxAge = attributes.find((attribute) => attribute.startsWith('Max-Age='))
      if (maxAge !== undefined && Number(maxAge.slice('Max-Age='.length)) <= 0) cookies.delete(name)
      else cookies.set(name, pair.slice(separator + 1))
    },
  }
  return { jar, cookies, written }
}

/** A host mirror over a Map that logs every key it is asked about. */
export function createFakeHostMirror({ failing = false } = {}) {
  const values = new Map<string, string>()
  const keysSeen: string[] = []
  const mirror: HostMirror = {
    async get(key: MirroredKey) {
      keysSeen.push(key)
      if (failing) throw new Error('not connected')
      return values.get(key) ?? null
    },
    async set(key: MirroredKey, value: string | null) {
      keysSeen.push(key)
      if (failing) throw new Error('not connected')
      if (value === null) values.delete(key)
      else values.set(key, value)
    },
  }
  return { mirror, values, keysSeen }
}
