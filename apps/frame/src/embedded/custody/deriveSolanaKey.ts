import { base58 } from '@scure/base'
import { ed25519KeypairAt } from './internal/ed25519KeypairAt'

/** Where the embedded wallet's Solana account sits below its secret: Solana wallets' first account. */
export const solanaKeyPath = "m/44'/501'/0'/0'"

/** The embedded wallet's Solana account: its address, and the keypair as Solana wallets import it. */
export type SolanaKey = {
  /** The base58 public key. */
  address: string
  /** 64 bytes, the ed25519 private key then its public key (the Solana CLI's keypair file). The caller zeroes it. */
  secretKey: Uint8Array
}

/**
 * The embedded wallet's Solana key, derived from the secret its custody already holds (the 32-byte
 * secp256k1 key of its Ethereum account) by SLIP-0010's ed25519 derivation at m/44'/501'/0'/0',
 * with that secret as the seed (docs/embedded-wallet.md#solana). The same shares give the same
 * Solana account on every device, and the Ethereum account is left as it was.
 *
 * @example
 * const { address, secretKey } = deriveSolanaKey(hexToBytes(privateKey))
 * try { use(secretKey) } finally { secretKey.fill(0) }
 */
export function deriveSolanaKey(secret: Uint8Array): SolanaKey {
  const { publicKey, secretKey } = ed25519KeypairAt(secret, solanaKeyPath)
  return { address: base58.encode(publicKey), secretKey }
}
