import type { StorageKey } from '../storageKeys'

export type Tier<key extends StorageKey = StorageKey> = {
  get(key: key): Promise<string | null>
  /** `false` (or a throw) refuses the value, which then goes to the next tier. */
  set(key: key, value: string): Promise<boolean>
  remove(key: key): Promise<void>
}
