import { ed25519 } from '@noble/curves/ed25519'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { solanaDevKey } from '../solana/solanaDevKeys.mjs'
import { signSolanaTransaction } from './signSolanaTransaction.mjs'

const key = solanaDevKey(0)

// A v0 transfer from `from`, unsigned: its wire bytes.
function transferFrom(from: string): Uint8Array {
  const signer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: signer,
            destination: address(solanaDevKey(1).address),
            amount: 1n,
          }),
        ],
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('signSolanaTransaction', () => {
  it("puts the key's signature of the message in its own slot", () => {
    const signed = signSolanaTransaction(transferFrom(key.address), key)
    const signature = signed.signatures[key.address as keyof typeof signed.signatures]
    expect(signature).toHaveLength(64)
    expect(
      ed25519.verify(
        signature as Uint8Array,
        new Uint8Array(signed.messageBytes),
        ed25519.getPublicKey(key.privateKey),
      ),
    ).toBe(true)
  })

  it('refuses bytes that are no transaction, and a transaction another account must sign', () => {
    expect(() => signSolanaTransaction(new Uint8Array([1, 2, 3]), key)).toThrow(
      'The transaction is not a Solana wire transaction.',
    )
    expect(() => signSolanaTransaction(transferFrom(solanaDevKey(2).address), key)).toThrow(
      `The transaction does not ask ${key.address} to sign it.`,
    )
  })
})
