import type { MirroredKey } from '../storageKeys'
import type { Tier } from './Tier'

/** Where the AES key lives: storage the host cannot read (a partitioned cookie, else memory). */
export type MirrorKeyStore = {
  get(): Promise<string | null>
  set(value: string): Promise<void>
}

const cipher = () => import('./mirrorCipher')

/**
 * The host mirror for values the host must not read: each one is sealed with AES-GCM (a fresh
 * random IV for every write, the storage key as additional data so that ciphertexts cannot be
 * swapped between keys) under a key kept in `keyStore`, which the host never sees. A stored value
 * that does not open (key lost, tampered with, written before encryption) is removed and read as
 * absent: the user just connects again.
 *
 * @example
 * const tier = createEncryptedMirrorTier(createHostMirrorTier(hostMirror), keyStore)
 * await tier.set('wcSession', blob) // the mirror holds 'aesgcm1.<iv>.<ciphertext>'
 */
export function createEncryptedMirrorTier(
  mirror: Tier<MirroredKey>,
  keyStore: MirrorKeyStore,
  // Absent outside a secure context; null there, since undefined would take the default.
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Tier<MirroredKey> {
  let loaded: Promise<CryptoKey | undefined> | undefined
  let created: Promise<CryptoKey> | undefined

  const load = () => {
    loaded ??= cipher().then(({ readKey }) => readKey(keyStore, subtle))
    return loaded
  }
  // One key per page however many writes race: the first write makes it, the others wait for it.
  const loadOrCreate = () => {
    created ??= load().then(async (key) => key ?? (await cipher()).createKey(keyStore, subtle))
    return created
  }

  return {
    async get(key) {
      const sealed = await mirror.get(key)
      if (sealed === null) return null
      const cryptoKey = created ? await created.catch(() => undefined) : await load()
      const value = cryptoKey && subtle ? await (await cipher()).open(subtle, cryptoKey, key, sealed) : null
      if (value === null) await mirror.remove(key)
      return value
    },
    async set(key, value) {
      if (!subtle) return false
      const cryptoKey = await loadOrCreate()
      return mirror.set(key, await (await cipher()).seal(subtle, cryptoKey, key, value))
    },
    remove: (key) => mirror.remove(key),
  }
}
