import { concat, type Hex, size } from 'viem'

/**
 * A LatchAccount UserOperation signature by a session key: the 32-byte permission id, then the key's
 * 65-byte ECDSA signature over the op's hash as an Ethereum signed message (97 bytes in all; the
 * owner's own signature is the 65 bytes alone).
 *
 * @example
 * sessionSignature(permissionId, await sessionKey.signMessage({ message: { raw: userOpHash } }))
 */
export function sessionSignature(permissionId: Hex, keySignature: Hex): Hex {
  if (size(permissionId) !== 32) throw new Error('A permission id is 32 bytes')
  if (size(keySignature) !== 65) throw new Error("A session key's signature is 65 bytes")
  return concat([permissionId, keySignature])
}
