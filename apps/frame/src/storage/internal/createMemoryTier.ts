import type { StorageKey } from '../storageKeys'
import type { Tier } from './Tier'

export function createMemoryTier(): Tier {
  const values = new Map<StorageKey, string>()
  return {
    async get(key) {
      return values.get(key) ?? null
    },
    async set(key, value) {
      values.set(key, value)
      return true
    },
    async remove(key) {
      values.delete(key)
    },
  }
}
