import type { MirroredKey, StorageKey } from './storageKeys'

/** Where values end up, best first. */
export type FrameStorageTier = 'frame' | 'cookie' | 'host' | 'memory'

export type FrameStorage = {
  /** The best tier available for host-visible keys, for diagnostics. */
  readonly tier: FrameStorageTier
  get(key: StorageKey): Promise<string | null>
  set(key: StorageKey, value: string): Promise<void>
  remove(key: StorageKey): Promise<void>
}

/** Storage kept for the frame by the SDK in the host page; `null` removes the key. */
export type HostMirror = {
  get(key: MirroredKey): Promise<string | null>
  set(key: MirroredKey, value: string | null): Promise<void>
}

/** The shape of `document.cookie`: reading gives `a=1; b=2`, writing sets one cookie. */
export type CookieJar = {
  get(): string
  set(cookie: string): void
}

export type FrameStorageOptions = {
  localStorage?: (() => Storage) | undefined
  cookieJar?: CookieJar | undefined
  /** Absent while the SDK is not connected. */
  hostMirror?: HostMirror | undefined
}
