import { keyPrefix, probeName } from './keyPrefix'
import type { Tier } from './Tier'

/**
 * The frame's own storage, or `undefined` when the browser blocks it. A cross-site iframe in
 * Chromium's default mode throws SecurityError on the mere access of `window.localStorage`.
 */
export function createLocalStorageTier(getStorage: () => Storage): Tier | undefined {
  let storage: Storage
  try {
    storage = getStorage()
    storage.setItem(probeName, '1')
    const readBack = storage.getItem(probeName)
    storage.removeItem(probeName)
    if (readBack !== '1') return undefined
  } catch {
    return undefined
  }
  return {
    async get(key) {
      return storage.getItem(keyPrefix + key)
    },
    async set(key, value) {
      storage.setItem(keyPrefix + key, value)
      return true
    },
    async remove(key) {
      storage.removeItem(keyPrefix + key)
    },
  }
}
