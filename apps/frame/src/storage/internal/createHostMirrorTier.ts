import type { MirroredKey } from '../storageKeys'
import type { HostMirror } from '../types'
import type { Tier } from './Tier'

export function createHostMirrorTier(mirror: HostMirror): Tier<MirroredKey> {
  return {
    async get(key) {
      const value = await mirror.get(key)
      // The host page is untrusted: whatever it answers that is not a string counts as absent.
      return typeof value === 'string' ? value : null
    },
    async set(key, value) {
      await mirror.set(key, value)
      return true
    },
    async remove(key) {
      await mirror.set(key, null)
    },
  }
}
