import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import type { WalletConnectBlobStorage } from '../WalletConnectConnector'

type KeyValueStorage = NonNullable<UniversalProviderOpts['storage']>

export type BlobKeyValueStorage = KeyValueStorage & {
  /** Resolves once every change made so far has been written (or its write has failed). */
  flush(): Promise<void>
}

/**
 * WalletConnect's key-value storage kept in memory and written to one blob: `serialize` turns all
 * the entries (JSON text by key) into the blob, or undefined to remove it. A burst of changes makes
 * one write; writes run one at a time in order, the last one always with the latest entries, and
 * a blob equal to the one stored is not written again. A failed write is reported to `onError`
 * and retried with the next change.
 *
 * @example
 * const storage = createBlobKeyValueStorage({ blob, initial: new Map(), stored: null, serialize })
 * await storage.setItem('key', { a: 1 })
 * await storage.flush() // the blob now holds it
 */
export function createBlobKeyValueStorage(options: {
  blob: WalletConnectBlobStorage
  /** The entries loaded from the blob. */
  initial: ReadonlyMap<string, string>
  /** The blob as read, null if there was none: what needs no writing. */
  stored: string | null
  serialize: (entries: ReadonlyMap<string, string>) => string | undefined
  onError?: (error: unknown) => void
}): BlobKeyValueStorage {
  const { blob, serialize, onError } = options
  const entries = new Map(options.initial)
  let written: string | null = options.stored
  let dirty = false
  let writing: Promise<void> | undefined

  async function writeLatest() {
    // A macrotask later: the SDK's bursts (one pairing writes a dozen keys) settle into one write.
    await new Promise((resolve) => setTimeout(resolve, 0))
    try {
      while (dirty) {
        dirty = false
        try {
          const next = serialize(entries) ?? null
          if (next === written) continue
          if (next === null) await blob.remove()
          else await blob.set(next)
          written = next
        } catch (error) {
          onError?.(error)
        }
      }
    } finally {
      writing = undefined
    }
  }

  function changed() {
    dirty = true
    writing ??= writeLatest()
  }

  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T>() {
      return [...entries].map(([key, json]): [string, T] => [key, JSON.parse(json) as T])
    },
    async getItem<T>(key: string) {
      const json = entries.get(key)
      return json === undefined ? undefined : (JSON.parse(json) as T)
    },
    async setItem<T>(key: string, value: T) {
      // Kept as text, as the SDK's own storages do: the value is copied now, and the SDK may go on
      // changing the object it passed.
      const json = JSON.stringify(value)
      if (json === undefined) entries.delete(key)
      else entries.set(key, json)
      changed()
    },
    async removeItem(key: string) {
      if (entries.delete(key)) changed()
    },
    flush: () => writing ?? Promise.resolve(),
  }
}
