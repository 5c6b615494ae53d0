import { deriveEd25519Key } from '@latch/keys'
import { ed25519 } from '@noble/curves/ed25519'

/**
 * The ed25519 keypair SLIP-0010 derives at `path` with the embedded wallet's secret (its 32-byte
 * Ethereum key) as the seed, which the Solana and NEAR accounts both come from: the public key, and
 * the 64 bytes of the private key then the public key, as both chains' wallets hold a keypair. The
 * derivation's own bytes are zeroed; the caller zeroes `secretKey`.
 *
 * @example
 * const { publicKey, secretKey } = ed25519KeypairAt(secret, "m/44'/501'/0'/0'")
 */
export function ed25519KeypairAt(
  secret: Uint8Array,
  path: string,
): { publicKey: Uint8Array; secretKey: Uint8Array } {
  if (secret.length !== 32) throw new Error('The embedded wallet secret is 32 bytes')
  const { key, chainCode } = deriveEd25519Key(secret, path)
  chainCode.fill(0)
  const publicKey = ed25519.getPublicKey(key)
  const secretKey = new Uint8Array(64)
  secretKey.set(key)
  secretKey.set(publicKey, 32)
  key.fill(0)
  return { publicKey, secretKey }
}
