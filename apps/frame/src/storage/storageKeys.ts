/**
 * Every key the frame stores, declared up front. `hostVisible` says whether the value may
 * be mirrored into the host page's storage: only what the host could learn anyway.
 *
 * @example
 * storageKeys.theme.hostVisible // true
 * storageKeys.embeddedSession.hostVisible // false
 */
export const storageKeys = {
  lastConnector: { hostVisible: true },
  recentWallets: { hostVisible: true },
  theme: { hostVisible: true },
  wcSession: { hostVisible: true },
  // The sign-in message and signature: the host receives them anyway, to send its backend.
  siwxSession: { hostVisible: true },
  // A bearer token: whoever holds it acts as the user's embedded-wallet session.
  embeddedSession: { hostVisible: false },
  // One share of the embedded wallet key; with a second share it rebuilds the key.
  deviceShare: { hostVisible: false },
} as const satisfies Record<string, { hostVisible: boolean }>

export type StorageKey = keyof typeof storageKeys

export type HostVisibleKey = {
  [K in StorageKey]: (typeof storageKeys)[K]['hostVisible'] extends true ? K : never
}[StorageKey]
