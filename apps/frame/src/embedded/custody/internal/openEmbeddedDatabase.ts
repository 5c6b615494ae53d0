/** The frame origin's database of the embedded wallet (docs/embedded-wallet.md#custody). */
const embeddedDatabaseName = 'latch-embedded'
const version = 1

/** The object stores of version 1. */
export const stores = {
  /** The device's sealing key, a non-extractable CryptoKey under `deviceKeyId`. */
  keys: 'deviceKeys',
  /** `{ projectId, deviceId }`, keyed by projectId. */
  deviceIds: 'deviceIds',
  /** `{ projectId, userId, deviceId, address, sealed }`, keyed by [projectId, userId]. */
  shares: 'deviceShares',
} as const
export const deviceKeyId = 'device-share-key'

/**
 * Opens (and on first use creates) the database. Rejects when IndexedDB throws (Chromium blocks it
 * in a cross-site iframe, docs/storage.md), fails, is blocked by an older
 * connection, or does not answer within `timeoutMs` (some private modes never do).
 *
 * @example
 * const db = await openEmbeddedDatabase(indexedDB, 5_000)
 */
export function openEmbeddedDatabase(factory: IDBFactory, timeoutMs: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    const timer = setTimeout(
      () => settle(() => reject(new Error('IndexedDB did not open in time'))),
      timeoutMs,
    )
    let request: IDBOpenDBRequest
    try {
      request = factory.open(embeddedDatabaseName, version)
    } catch (error) {
      settle(() => reject(error))
      return
    }
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(stores.keys)) db.createObjectStore(stores.keys)
      if (!db.objectStoreNames.contains(stores.deviceIds))
        db.createObjectStore(stores.deviceIds, { keyPath: 'projectId' })
      if (!db.objectStoreNames.contains(stores.shares))
        db.createObjectStore(stores.shares, { keyPath: ['projectId', 'userId'] })
    }
    request.onsuccess = () => {
      // Opened after we gave up on it: close it rather than hold a connection nobody uses.
      if (settled) request.result.close()
      else settle(() => resolve(request.result))
    }
    request.onerror = () => settle(() => reject(request.error ?? new Error('IndexedDB did not open')))
    request.onblocked = () => settle(() => reject(new Error('IndexedDB is blocked by another connection')))
  })
}
