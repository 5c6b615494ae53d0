import { createCookieTier } from './internal/createCookieTier'
import { createEncryptedMirrorTier } from './internal/createEncryptedMirrorTier'
import { createHostMirrorTier } from './internal/createHostMirrorTier'
import { createLocalStorageTier } from './internal/createLocalStorageTier'
import { createMemoryTier } from './internal/createMemoryTier'
import type { Tier } from './internal/Tier'
import { type MirrorPolicy, type StorageKey, storageKeys } from './storageKeys'
import type { CookieJar, FrameStorage, FrameStorageOptions, FrameStorageTier } from './types'

// `window`, not `globalThis`: recent Node has a `localStorage` global of its own, which must not
// pass for the frame's storage during server rendering.
const defaultLocalStorage = () => window.localStorage

const defaultCookieJar: CookieJar = {
  get: () => document.cookie,
  set: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async, so it cannot serve the synchronous probe at creation, and older Safari and Firefox lack it.
    document.cookie = cookie
  },
}

/**
 * The one place where the frame stores anything. Each backend is probed once, here; every key
 * then lives in the best tier that takes its value, and a value refused by a tier (too large
 * for a cookie, over quota) goes to the next one.
 *
 * @example
 * const storage = createFrameStorage({ hostMirror })
 * await storage.set('theme', 'dark')
 * await storage.get('theme') // 'dark'
 */
export function createFrameStorage(options: FrameStorageOptions = {}): FrameStorage {
  const local = createLocalStorageTier(options.localStorage ?? defaultLocalStorage)
  const cookies = local ? undefined : createCookieTier(options.cookieJar ?? defaultCookieJar)
  const own = local ?? cookies
  // With the frame's own storage every value fits; the mirror serves a frame limited to cookies
  // (for values too large for one) or with no storage at all.
  const mirror = !local && options.hostMirror ? createHostMirrorTier(options.hostMirror) : undefined
  // Memory ends every chain: it catches what the other tiers refuse or fail to store.
  const memory = createMemoryTier()

  // Secrets never reach the host mirror: the host page is untrusted, and a bearer token or a key
  // share in its storage would hand the embedded wallet to any script on that page. Without
  // storage of its own the frame keeps them in memory, so the session lasts for the page's life.
  const neverChain: Tier[] = [own, memory].filter((tier) => tier !== undefined)
  const plainChain: Tier[] = [own, mirror, memory].filter((tier) => tier !== undefined)
  // The mirror holds these only sealed, under a key kept like a secret: in a partitioned cookie
  // a reload still opens them; with the key in memory only, a reload finds them unreadable and
  // drops them (for the WalletConnect session: the user connects again, as after an embedded
  // session kept in memory).
  const encryptedMirror =
    mirror &&
    createEncryptedMirrorTier(mirror, {
      get: () => read(neverChain, 'mirrorKey'),
      set: (value) => write(neverChain, 'mirrorKey', value),
    })
  const encryptedChain: Tier[] = [own, encryptedMirror, memory].filter((tier) => tier !== undefined)

  const chains: Record<MirrorPolicy, Tier[]> = {
    plain: plainChain,
    encrypted: encryptedChain,
    never: neverChain,
  }
  const chainOf = (key: StorageKey) => chains[storageKeys[key].mirror]

  const tier: FrameStorageTier = local ? 'frame' : cookies ? 'cookie' : mirror ? 'host' : 'memory'

  return {
    tier,
    get: (key) => read(chainOf(key), key),
    set: (key, value) => write(chainOf(key), key, value),
    remove: (key) => removeFrom(chainOf(key), key),
  }
}

async function read(chain: Tier[], key: StorageKey): Promise<string | null> {
  for (const candidate of chain) {
    try {
      const value = await candidate.get(key)
      if (value !== null) return value
    } catch {
      // A failing tier (storage revoked, host disconnected) just lets the next one answer.
    }
  }
  return null
}

async function write(chain: Tier[], key: StorageKey, value: string): Promise<void> {
  let holder: Tier | undefined
  for (const candidate of chain) {
    try {
      if (await candidate.set(key, value)) {
        holder = candidate
        break
      }
    } catch {
      // Over quota or disconnected: the value goes to the next tier, memory at worst.
    }
  }
  // Reads take the first tier holding the key, so no other tier may keep an older value.
  await removeFrom(
    chain.filter((candidate) => candidate !== holder),
    key,
  )
}

async function removeFrom(tiers: Tier[], key: StorageKey): Promise<void> {
  await Promise.all(tiers.map((tier) => tier.remove(key).catch(() => {})))
}
