import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { ed25519KeypairAt } from './internal/ed25519KeypairAt'

/** Where the embedded wallet's NEAR account sits below its secret: NEAR wallets' HD path (coin 397). */
export const nearKeyPath = "m/44'/397'/0'"

/** The embedded wallet's NEAR account: its implicit account id, and its key as NEAR names keys. */
export type NearKey = {
  /** The implicit account id: the ed25519 public key in lowercase hex, 64 characters. */
  accountId: string
  /** `ed25519:` and the base58 public key, as NEAR's access keys are named. */
  publicKey: string
  /** 64 bytes, the ed25519 private key then its public key (what `ed25519:` secret keys hold). The caller zeroes it. */
  secretKey: Uint8Array
}

/**
 * The embedded wallet's NEAR key, derived from the secret its custody already holds (the 32-byte
 * secp256k1 key of its Ethereum account) by SLIP-0010's ed25519 derivation at m/44'/397'/0', the
 * path NEAR wallets derive a seed phrase's key at, with that secret as the seed
 * (docs/embedded-wallet.md#near). Its account is the implicit one of that key, which exists on
 * every NEAR network as soon as it is funded.
 *
 * @example
 * const { accountId, secretKey } = deriveNearKey(hexToBytes(privateKey))
 * try { use(secretKey) } finally { secretKey.fill(0) }
 */
export function deriveNearKey(secret: Uint8Array): NearKey {
  const { publicKey, secretKey } = ed25519KeypairAt(secret, nearKeyPath)
  return {
    accountId: bytesToHex(publicKey).slice(2),
    publicKey: `ed25519:${base58.encode(publicKey)}`,
    secretKey,
  }
}
