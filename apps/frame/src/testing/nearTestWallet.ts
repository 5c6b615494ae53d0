import { PublicKey } from '@near-js/crypto'
import { encodeTransaction, SignedTransaction, type Transaction } from '@near-js/transactions'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { vi } from 'vitest'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import type { NearNetwork } from '@/networks/NearNetwork'

/**
 * A NEAR handler's context for tests: an implicit account of a fixed ed25519 key (`seed` fills its
 * 32 bytes), approvals that pass until told otherwise, and a signer that signs as NEAR does; with
 * `readSigned`, which decodes an answer with near-api-js and checks its signature by the key.
 *
 * @example
 * const wallet = nearTestWallet(5)
 * await nearSignTransaction(wallet.context('near_signTransaction', { transaction }))
 */
export function nearTestWallet(seed: number) {
  const secret = new Uint8Array(32).fill(seed)
  const key = PublicKey.fromString(`ed25519:${base58.encode(ed25519.getPublicKey(secret))}`)
  const accountId = Buffer.from(key.data).toString('hex')
  const [, testnet = knownNearNetworks[0]] = knownNearNetworks
  return {
    key,
    accountId,
    context: <Params>(method: string, params: Params) => ({
      method,
      params,
      network: testnet as NearNetwork,
      accountId,
      publicKey: key.toString(),
      approve: vi.fn(async () => undefined),
      signMessage: vi.fn(),
      signTransaction: vi.fn(async (bytes: Uint8Array) => ed25519.sign(sha256(bytes), secret)),
    }),
    /** The transaction of a signed answer, once its signature is checked against the key. */
    readSigned(answer: number[]): Transaction {
      const signed = SignedTransaction.decode(Uint8Array.from(answer)) as unknown as {
        transaction: Transaction
        signature: { ed25519Signature: { data: number[] } }
      }
      const signature = Uint8Array.from(signed.signature.ed25519Signature.data)
      if (!key.verify(sha256(encodeTransaction(signed.transaction)), signature))
        throw new Error('The signature is not the key’s')
      return signed.transaction
    },
  }
}
