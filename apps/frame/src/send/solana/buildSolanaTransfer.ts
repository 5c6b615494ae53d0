import { base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** A send of SOL or of an SPL token, in base units, from one account to another. */
export type SolanaTransfer = {
  from: string
  to: string
  /** The SPL token's mint; undefined for SOL. */
  mint: string | undefined
  /** The program that owns the mint (the classic Token program or Token-2022); undefined for SOL. */
  tokenProgram?: string | undefined
  decimals: number
  amount: bigint
  /** Whether the recipient's associated token account has to be made first (the sender pays its rent). */
  createRecipientAccount: boolean
}

/** A recent blockhash, which bounds how long a transaction can land. */
export type SolanaLifetime = { blockhash: string; lastValidBlockHeight: bigint }

/**
 * The transaction of a transfer, unsigned, with the sender paying the fee: a System transfer for
 * SOL; for a token, a TransferChecked of the mint's program (classic or Token-2022) between the two
 * accounts' associated token accounts, after an idempotent creation of the recipient's where it has none. Answers the wire transaction (what
 * the wallet signs and sends) and its message (what the node prices), both in base64.
 *
 * @example
 * const { transaction, message } = await buildSolanaTransfer({ from, to, mint: undefined, decimals: 9, amount: 500_000_000n, createRecipientAccount: false }, lifetime)
 */
export async function buildSolanaTransfer(
  transfer: SolanaTransfer,
  lifetime: SolanaLifetime,
): Promise<{ transaction: string; message: string }> {
  const sender = createNoopSigner(address(transfer.from))
  const to = address(transfer.to)
  const instructions = transfer.mint
    ? await tokenTransfer(transfer, sender, to, address(transfer.mint))
    : [getTransferSolInstruction({ source: sender, destination: to, amount: transfer.amount })]
  const compiled = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(sender, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash(lifetime.blockhash), lastValidBlockHeight: lifetime.lastValidBlockHeight },
          message,
        ),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
  return {
    transaction: getBase64EncodedWireTransaction(compiled),
    message: base64.encode(new Uint8Array(compiled.messageBytes)),
  }
}

/**
 * The associated token account of `owner` for `mint`, of the program that owns the mint (the
 * classic SPL Token program unless told otherwise).
 *
 * @example
 * await associatedTokenAccount(owner, usdlMint) // '9xQe…'
 */
export async function associatedTokenAccount(
  owner: string,
  mint: string,
  tokenProgram: string = TOKEN_PROGRAM_ADDRESS,
): Promise<string> {
  const [account] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: address(tokenProgram),
  })
  return account
}

async function tokenTransfer(
  transfer: SolanaTransfer,
  sender: ReturnType<typeof createNoopSigner>,
  to: ReturnType<typeof address>,
  mint: ReturnType<typeof address>,
) {
  // Token-2022 takes the classic program's TransferChecked as it is, at its own address.
  const tokenProgram = address(transfer.tokenProgram ?? TOKEN_PROGRAM_ADDRESS)
  const destination = address(await associatedTokenAccount(to, mint, tokenProgram))
  const source = address(await associatedTokenAccount(sender.address, mint, tokenProgram))
  return [
    ...(transfer.createRecipientAccount
      ? [
          getCreateAssociatedTokenIdempotentInstruction({
            payer: sender,
            ata: destination,
            owner: to,
            mint,
            tokenProgram,
          }),
        ]
      : []),
    getTransferCheckedInstruction(
      {
        source,
        mint,
        destination,
        authority: sender,
        amount: transfer.amount,
        decimals: transfer.decimals,
      },
      { programAddress: tokenProgram },
    ),
  ]
}
