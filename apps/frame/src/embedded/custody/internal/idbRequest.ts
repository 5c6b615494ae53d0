/**
 * The result of an IndexedDB request, as a promise.
 *
 * @example
 * const record = await idbRequest(db.transaction('deviceShares').objectStore('deviceShares').get(key))
 */
export function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/**
 * Settles when a transaction commits (a request's success alone does not mean it is stored).
 *
 * @example
 * transaction.objectStore('deviceShares').put(record)
 * await idbCommitted(transaction)
 */
export function idbCommitted(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}
