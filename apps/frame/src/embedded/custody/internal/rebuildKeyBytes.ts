import { combine } from 'shamir-secret-sharing'
import { type Address, bytesToHex, type Hex, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { KeyShareError } from '../KeyShareError'
import { privateKeyLength, shareLength } from './shareLayout'

/**
 * Combines two shares and checks the result is a key (of `expectedAddress` when given). Returns the
 * secret bytes, which the caller owns and must zero, and the key as hex for viem (a string, which
 * JavaScript cannot wipe: it is only dropped).
 *
 * @example
 * const { bytes, privateKey } = await rebuildKeyBytes([deviceShare, authShare], address)
 * try { sign(privateKey) } finally { bytes.fill(0) }
 */
export async function rebuildKeyBytes(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress?: Address,
): Promise<{ bytes: Uint8Array; privateKey: Hex; address: Address }> {
  const [first, second] = shares
  for (const share of shares)
    if (!(share instanceof Uint8Array) || share.length !== shareLength)
      throw new KeyShareError('malformed', `A key share is ${shareLength} bytes`)
  // The last byte is the share's x coordinate: the same one twice is the same share twice.
  if (first[shareLength - 1] === second[shareLength - 1])
    throw new KeyShareError('malformed', 'These are two copies of one key share, not two shares')
  const bytes = await combine([first, second])
  if (bytes.length !== privateKeyLength) {
    bytes.fill(0)
    throw new KeyShareError('malformed', 'The key shares did not rebuild a 32-byte key')
  }
  const privateKey = bytesToHex(bytes)
  let address: Address
  try {
    address = privateKeyToAccount(privateKey).address
  } catch {
    // Zero or above the curve order: the shares are not of one key.
    bytes.fill(0)
    throw new KeyShareError('not-a-key', 'The key shares do not rebuild a valid key')
  }
  if (expectedAddress && !isAddressEqual(address, expectedAddress)) {
    bytes.fill(0)
    throw new KeyShareError(
      'wrong-address',
      `The key shares rebuild another account than ${expectedAddress}: they are not shares of its key`,
    )
  }
  return { bytes, privateKey, address }
}
