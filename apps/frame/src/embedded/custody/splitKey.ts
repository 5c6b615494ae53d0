import { split } from 'shamir-secret-sharing'
import { type Hex, hexToBytes, isHex } from 'viem'
import { privateKeyLength } from './internal/shareLayout'

/** The three shares of a key; any two rebuild it. */
type KeyShares = { deviceShare: Uint8Array; authShare: Uint8Array; recoveryShare: Uint8Array }

/**
 * Splits a private key 2-of-3 with `shamir-secret-sharing` (audited; no share math of our own):
 * the device share stays in the frame, the auth share and the recovery share go to the server
 * (docs/embedded-wallet.md#custody). Each share is 33 bytes: 32 of the polynomial's values and
 * its x coordinate last. The key's own bytes are zeroed after.
 *
 * @example
 * const { deviceShare, authShare, recoveryShare } = await splitKey(privateKey)
 */
export async function splitKey(privateKey: Hex): Promise<KeyShares> {
  if (!isHex(privateKey, { strict: true }) || privateKey.length !== 2 + privateKeyLength * 2)
    throw new TypeError('A private key is 0x and 64 hex characters')
  const secret = hexToBytes(privateKey)
  try {
    const [deviceShare, authShare, recoveryShare] = await split(secret, 3, 2)
    if (!deviceShare || !authShare || !recoveryShare)
      throw new Error('shamir-secret-sharing gave too few shares')
    return { deviceShare, authShare, recoveryShare }
  } finally {
    secret.fill(0)
  }
}
