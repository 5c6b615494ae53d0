import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/** A blockhash for transactions that are only read, never sent. */
export const readOnlyBlockhash = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
  lastValidBlockHeight: 1_000n,
}

/**
 * For tests only: `instructions` as an unsigned wire transaction (base64) paid by `feePayer`, as a
 * dapp hands one to a wallet.
 *
 * @example
 * const wire = solanaWireTransaction(payer, [getTransferSolInstruction({ source, destination, amount: 5n })])
 */
export function solanaWireTransaction(
  feePayer: Address,
  instructions: readonly Instruction[],
  options: { version?: 'legacy' | 0; lifetime?: typeof readOnlyBlockhash } = {},
): string {
  const message = pipe(
    createTransactionMessage({ version: options.version ?? 0 }),
    (draft) => setTransactionMessageFeePayerSigner(createNoopSigner(feePayer), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(options.lifetime ?? readOnlyBlockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
