import type { Address } from 'viem'
import { fromBase64Url, importShareKey, openShare, type SealedShare } from '../crypto/sealedShare'
import { type DerivedAccounts, deriveAccounts } from './deriveAccounts'
import { rebuildKeyBytes } from './internal/rebuildKeyBytes'

/** What a device without a share gets back from recovery, with the wallet's other accounts. */
type RecoveredDevice = { deviceShare: Uint8Array; address: Address } & DerivedAccounts

/**
 * On a device that has no device share (a second host site: frame storage is partitioned by
 * top-level site, docs/embedded-wallet.md#custody), opens the sealed recovery share with the
 * data key the server unwrapped (`recoveryKey`, 32 bytes or their base64url), checks that it and the
 * auth share rebuild a key (of `expectedAddress` when given; the key is zeroed at once) and returns
 * the share this device keeps from now on, and the accounts the key derives (deriveAccounts), so
 * that the login need not rebuild the key a second time for them.
 *
 * That share is the recovery share itself. The original device share cannot be recomputed here: a
 * share of `shamir-secret-sharing` is its polynomial's values at a random x coordinate stored in its
 * last byte, and the device share's x is on no server. Re-splitting the key would make the server's
 * auth and recovery shares belong to another polynomial, and evaluating the polynomial at a new x
 * would be share math of our own. Keeping the recovery share as this device's share stays
 * consistent with the server: device + auth rebuilds the same key, and the server still keeps the
 * recovery share only under its key-encryption key, so no single server response carries two
 * usable shares.
 *
 * @example
 * const { deviceShare } = await rebuildFromRecovery({ authShare, sealedRecoveryShare, recoveryKey, expectedAddress })
 * await store.write(userId, expectedAddress, deviceShare)
 */
export async function rebuildFromRecovery(options: {
  authShare: Uint8Array
  sealedRecoveryShare: SealedShare
  recoveryKey: Uint8Array | string
  expectedAddress?: Address
}): Promise<RecoveredDevice> {
  const raw =
    typeof options.recoveryKey === 'string' ? fromBase64Url(options.recoveryKey) : options.recoveryKey
  let key: CryptoKey
  try {
    key = await importShareKey(raw)
  } finally {
    // Decoded here, so ours to wipe; bytes the caller passed stay the caller's.
    if (raw !== options.recoveryKey) raw.fill(0)
  }
  let recoveryShare: Uint8Array
  try {
    recoveryShare = await openShare(key, options.sealedRecoveryShare)
  } catch {
    throw new Error('The recovery share does not open with this recovery key')
  }
  const { bytes, address } = await rebuildKeyBytes(
    [options.authShare, recoveryShare],
    options.expectedAddress,
  )
  try {
    return { deviceShare: recoveryShare, address, ...deriveAccounts(bytes) }
  } finally {
    bytes.fill(0)
  }
}
