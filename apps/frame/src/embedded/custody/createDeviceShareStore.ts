import { BaseError } from '@latch/protocol'
import { type Address, getAddress } from 'viem'
import { openShare, SealedShare, sealShare } from '../crypto/sealedShare'
import { idbCommitted, idbRequest } from './internal/idbRequest'
import { newDeviceId } from './internal/newDeviceId'
import { deviceKeyId, openEmbeddedDatabase, stores } from './internal/openEmbeddedDatabase'

/** A user's device share as the store gives it back. */
export type StoredDeviceShare = { address: Address; share: Uint8Array }

/** This device's shares of one project's users. */
export type DeviceShareStore = {
  /**
   * True when shares outlive the page (IndexedDB works); false when the frame has no storage and
   * everything is kept in memory until the page goes (then a reload asks to log in again).
   */
  readonly persistent: boolean
  /** This device's id for the project: 22 base64url characters, made once, the same for every user. */
  deviceId(): Promise<string>
  /** The user's share; rejects when a stored share is malformed or does not open (it is not this device's). */
  read(userId: string): Promise<StoredDeviceShare | undefined>
  /** Keeps (or replaces) the user's share; the caller still owns `share` and may zero it after. */
  write(userId: string, address: Address, share: Uint8Array): Promise<void>
  remove(userId: string): Promise<void>
}

type Backend = {
  deviceId(): Promise<string>
  read(userId: string): Promise<StoredDeviceShare | undefined>
  write(userId: string, address: Address, share: Uint8Array): Promise<void>
  remove(userId: string): Promise<void>
}

/** What one record of the shares store holds: never the share itself, only its sealed form. */
type ShareRecord = {
  projectId: string
  userId: string
  deviceId: string
  address: Address
  sealed: SealedShare
}

/**
 * The device shares of one project, per user, in the frame origin's IndexedDB (`latch-embedded`),
 * each sealed with AES-256-GCM under a non-extractable WebCrypto key that is made on this device
 * and itself kept in IndexedDB (as a structured clone of the CryptoKey, so its bytes are never
 * readable by script), with a fresh IV on every write (docs/embedded-wallet.md#custody).
 *
 * Where IndexedDB is missing or fails (Chromium blocks it in a cross-site iframe, docs/storage.md), or fails later, the store keeps everything in memory for the page's
 * life and `persistent` is false. Shares handed in or out are copies: zeroing one harms no other.
 *
 * @example
 * const store = await createDeviceShareStore({ projectId: 'latch-dev' })
 * await store.write(user.id, user.address, deviceShare)
 * const stored = await store.read(user.id) // { address, share } | undefined
 */
export async function createDeviceShareStore(options: {
  projectId: string
  indexedDB?: IDBFactory | undefined
  /** How long to wait for IndexedDB to open before keeping things in memory; 5 s by default. */
  openTimeoutMs?: number
}): Promise<DeviceShareStore> {
  const { projectId } = options
  if (!projectId) throw new TypeError('A device share store needs a projectId')
  const factory = options.indexedDB ?? globalThis.indexedDB
  const memory = memoryBackend()
  let backend: Backend = memory
  let persistent = false
  if (factory) {
    try {
      backend = await indexedDbBackend(
        await openEmbeddedDatabase(factory, options.openTimeoutMs ?? 5_000),
        projectId,
      )
      persistent = true
    } catch {
      // No storage in this frame: the memory backend serves for the page's life.
    }
  }

  // Kept once known, so that the id stays the same even if IndexedDB fails later in the page.
  let deviceId: Promise<string> | undefined
  // A failure after opening (quota, the browser revoking storage) moves the store to memory for
  // the rest of the page rather than losing the login that is under way.
  async function attempt<T>(run: (active: Backend) => Promise<T>): Promise<T> {
    if (!persistent) return run(backend)
    try {
      return await run(backend)
    } catch (error) {
      if (error instanceof UnreadableShareError) throw error
      persistent = false
      backend = memory
      return run(backend)
    }
  }

  return {
    get persistent() {
      return persistent
    },
    deviceId() {
      deviceId ??= attempt((active) => active.deviceId()).then((id) => {
        memory.adoptDeviceId(id)
        return id
      })
      return deviceId
    },
    read: (userId) => attempt((active) => active.read(userId)),
    write(userId, address, share) {
      if (!userId) return Promise.reject(new TypeError('A device share belongs to a user id'))
      const checked = getAddress(address)
      return attempt((active) => active.write(userId, checked, share))
    },
    remove: (userId) => attempt((active) => active.remove(userId)),
  }
}

// Storage works but what it holds is unusable: not a reason to fall back to memory.
class UnreadableShareError extends BaseError {
  override readonly name = 'UnreadableShareError'
}

function memoryBackend(): Backend & { adoptDeviceId(id: string): void } {
  let deviceId: string | undefined
  const shares = new Map<string, StoredDeviceShare>()
  return {
    adoptDeviceId(id) {
      deviceId = id
    },
    async deviceId() {
      deviceId ??= newDeviceId()
      return deviceId
    },
    async read(userId) {
      const stored = shares.get(userId)
      return stored && { address: stored.address, share: stored.share.slice() }
    },
    async write(userId, address, share) {
      shares.set(userId, { address, share: share.slice() })
    },
    async remove(userId) {
      shares.get(userId)?.share.fill(0)
      shares.delete(userId)
    },
  }
}

async function indexedDbBackend(db: IDBDatabase, projectId: string): Promise<Backend> {
  // Let a newer version (another tab) or the browser clearing site data take the database; our next
  // transaction then fails and the store carries on in memory.
  db.onversionchange = () => db.close()
  const key = await deviceKey(db)
  const backend: Backend = {
    async deviceId() {
      const transaction = db.transaction(stores.deviceIds, 'readwrite')
      const store = transaction.objectStore(stores.deviceIds)
      const found: unknown = await idbRequest(store.get(projectId))
      let id = readDeviceId(found)
      if (!id) {
        id = newDeviceId()
        store.put({ projectId, deviceId: id })
      }
      await idbCommitted(transaction)
      return id
    },
    async read(userId) {
      const found: unknown = await idbRequest(
        db.transaction(stores.shares).objectStore(stores.shares).get([projectId, userId]),
      )
      if (found === undefined) return undefined
      const record = readShareRecord(found)
      if (!record) throw new UnreadableShareError('The stored device share is malformed')
      try {
        return { address: record.address, share: await openShare(key, record.sealed) }
      } catch {
        throw new UnreadableShareError("The stored device share does not open with this device's key")
      }
    },
    async write(userId, address, share) {
      // Sealed before the transaction starts: an IndexedDB transaction commits itself when it
      // waits on anything that is not one of its own requests.
      const sealed = await sealShare(key, share)
      const deviceId = await backend.deviceId()
      const transaction = db.transaction(stores.shares, 'readwrite')
      const record: ShareRecord = { projectId, userId, deviceId, address, sealed }
      transaction.objectStore(stores.shares).put(record)
      await idbCommitted(transaction)
    },
    async remove(userId) {
      const transaction = db.transaction(stores.shares, 'readwrite')
      transaction.objectStore(stores.shares).delete([projectId, userId])
      await idbCommitted(transaction)
    },
  }
  return backend
}

// The device's sealing key: read it, or make a non-extractable one and add it. `add`, not `put`:
// when two frames of this origin start at once, the second one's add fails and it reads the first's.
async function deviceKey(db: IDBDatabase): Promise<CryptoKey> {
  const existing = await readDeviceKey(db)
  if (existing) return existing
  const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  try {
    const transaction = db.transaction(stores.keys, 'readwrite')
    transaction.objectStore(stores.keys).add(made, deviceKeyId)
    await idbCommitted(transaction)
    return made
  } catch (error) {
    const raced = await readDeviceKey(db)
    if (raced) return raced
    throw error
  }
}

async function readDeviceKey(db: IDBDatabase): Promise<CryptoKey | undefined> {
  const found: unknown = await idbRequest(
    db.transaction(stores.keys).objectStore(stores.keys).get(deviceKeyId),
  )
  if (found === undefined) return undefined
  // A key that is not a non-extractable AES-GCM CryptoKey was not put there by this module.
  if (!(found instanceof CryptoKey) || found.extractable || found.algorithm.name !== 'AES-GCM')
    throw new Error('The stored device key is not a non-extractable AES-GCM key')
  return found
}

function readDeviceId(found: unknown): string | undefined {
  if (typeof found !== 'object' || found === null || !('deviceId' in found)) return undefined
  const { deviceId } = found
  return typeof deviceId === 'string' && /^[A-Za-z0-9_-]{22}$/.test(deviceId) ? deviceId : undefined
}

function readShareRecord(found: unknown): ShareRecord | undefined {
  if (typeof found !== 'object' || found === null) return undefined
  const record = found as Partial<Record<keyof ShareRecord, unknown>>
  const sealed = SealedShare.safeParse(record.sealed)
  if (!sealed.success || typeof record.address !== 'string' || typeof record.userId !== 'string')
    return undefined
  try {
    return {
      projectId: String(record.projectId),
      userId: record.userId,
      deviceId: String(record.deviceId),
      address: getAddress(record.address),
      sealed: sealed.data,
    }
  } catch {
    return undefined
  }
}
