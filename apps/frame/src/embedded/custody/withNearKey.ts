import { type Nep413Message, nep413Hash } from '@latch/protocol/nep413Hash'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import type { Address } from 'viem'
import { decodeNearTransaction } from '@/networks/near/decodeNearTransaction'
import { deriveNearKey } from './deriveNearKey'
import { withDerivedKey } from './internal/withDerivedKey'

/** The embedded wallet's NEAR key for the length of one request. */
export type NearSigner = {
  /** The implicit account id: the public key in hex. */
  accountId: string
  /** `ed25519:` and the base58 public key. */
  publicKey: string
  /** NEP-413's signature of `message` (nep413Hash signed with ed25519), in base64. */
  signMessage(message: Nep413Message): string
  /**
   * The ed25519 signature (64 bytes) of a transaction's Borsh bytes (of their SHA-256, as NEAR
   * signs), which must decode as a transaction of this key's implicit account.
   */
  signTransaction(transaction: Uint8Array): Uint8Array
}

/**
 * Rebuilds the key from two shares (checked against `expectedAddress`, the wallet's Ethereum
 * address), derives its NEAR key (deriveNearKey) and lets `run` sign with it; when `run` settles
 * every byte of the key is zeroed and the signer stops signing, even if `run` kept it
 * (docs/embedded-wallet.md#custody). The key is never returned, and it signs only NEP-413 messages
 * (whose tag keeps them from ever being read as a transaction) and transactions of its own account.
 *
 * @example
 * const signature = await withNearKey(shares, address, async (signer) => signer.signMessage({ message, recipient, nonce }))
 */
export function withNearKey<T>(
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: Address,
  run: (signer: NearSigner) => Promise<T>,
): Promise<T> {
  return withDerivedKey(
    shares,
    expectedAddress,
    (secret) => {
      const key = deriveNearKey(secret)
      return { key, secret: key.secretKey }
    },
    (key, check): NearSigner => ({
      accountId: key.accountId,
      publicKey: key.publicKey,
      signMessage(message) {
        check()
        return base64.encode(ed25519.sign(nep413Hash(message), key.secretKey.subarray(0, 32)))
      },
      signTransaction(transaction) {
        check()
        const { signerId, publicKey } = decodeNearTransaction(transaction)
        if (signerId !== key.accountId || publicKey !== key.publicKey)
          throw new Error(`The transaction is signed by ${signerId} with ${publicKey}, not by this key`)
        return ed25519.sign(sha256(transaction), key.secretKey.subarray(0, 32))
      },
    }),
    run,
  )
}
