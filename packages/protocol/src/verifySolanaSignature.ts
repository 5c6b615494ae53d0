import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/**
 * Whether `signature` (base58, as Solana wallets answer `signMessage`) is the ed25519 signature of the
 * UTF-8 bytes of `message` by the Solana account `address` (base58 public key). False, never a throw,
 * for anything that is not: malformed base58, a key or signature of the wrong length.
 *
 * @example
 * verifySolanaSignature({ message, signature, address: '4AFA…' }) // true
 */
export function verifySolanaSignature(input: {
  message: string
  signature: string
  address: string
}): boolean {
  try {
    const signature = base58.decode(input.signature)
    const publicKey = base58.decode(input.address)
    if (signature.length !== 64 || publicKey.length !== 32) return false
    return ed25519.verify(signature, new TextEncoder().encode(input.message), publicKey)
  } catch {
    return false
  }
}
