/**
 * Where a key may go in the host page's storage (the SDK's mirror, used only when the frame has no
 * storage of its own or a value is too large for a cookie):
 * - `plain`: as it is, since the host could learn it anyway;
 * - `encrypted`: only as ciphertext, under a key the host never sees (see createEncryptedMirrorTier);
 * - `never`: not at all; without frame storage it lasts for the page's life.
 */
export type MirrorPolicy = 'plain' | 'encrypted' | 'never'

/**
 * Every key the frame stores, declared up front with its mirror policy: the one place that says
 * what the host page may hold.
 *
 * @example
 * storageKeys.theme.mirror // 'plain'
 * storageKeys.embeddedSession.mirror // 'never'
 */
export const storageKeys = {
  lastConnector: { mirror: 'plain' },
  recentWallets: { mirror: 'plain' },
  theme: { mirror: 'plain' },
  // The dapp's WalletConnect state, keychain included: the session's symmetric key and the
  // dapp's private key, with which any script of the host page could read and forge its traffic.
  wcSession: { mirror: 'encrypted' },
  // The sign-in message and signature: the host receives them anyway, to send its backend.
  siwxSession: { mirror: 'plain' },
  // A bearer token: whoever holds it acts as the user's embedded-wallet session.
  embeddedSession: { mirror: 'never' },
  // One share of the embedded wallet key; with a second share it rebuilds the key.
  deviceShare: { mirror: 'never' },
  // The AES-GCM key of the `encrypted` keys' ciphertext in the mirror.
  mirrorKey: { mirror: 'never' },
} as const satisfies Record<string, { mirror: MirrorPolicy }>

export type StorageKey = keyof typeof storageKeys

/** The keys the mirror may hold, in plain or encrypted. */
export type MirroredKey = {
  [K in StorageKey]: (typeof storageKeys)[K]['mirror'] extends 'never' ? never : K
}[StorageKey]
