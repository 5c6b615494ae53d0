import { formatUnits } from 'viem'
import { formatAmount } from '@/format/formatUsd'
import type { SolanaRead } from '@/networks/SolanaRead'
import { associatedTokenAccount, buildSolanaTransfer, type SolanaTransfer } from './buildSolanaTransfer'
import { readSolanaMint } from './readSolanaMint'

/** What a Solana send costs in lamports: the signature fee, and the rent of an account it makes for the recipient. */
export type SolanaSendFee = { namespace: 'solana'; total: bigint; rent: bigint }

/** A transfer priced and ready to sign, or why it cannot be sent. */
export type SolanaTransferPlan =
  | { ok: true; fee: SolanaSendFee; transaction: string }
  | { ok: false; error: string }

const lamportsPerSol = 9

/**
 * Prices a transfer on the cluster (docs/namespaces.md#sending): which program owns the mint (the
 * classic Token program or Token-2022, readSolanaMint), whether the recipient already has a token
 * account for the mint (else the transfer makes one and the sender pays its rent), the fee
 * the cluster asks for the message (getFeeForMessage) with a recent blockhash, and for SOL the rule
 * that an account holds at least its rent-exempt minimum or nothing: a new recipient must get that
 * much, and the sender may not keep less (sending all of it is allowed).
 *
 * @example
 * await planSolanaTransfer(read, { from, to, mint: undefined, decimals: 9, amount: 500_000_000n }, { held: 2_000_000_000n })
 * // { ok: true, fee: { namespace: 'solana', total: 5000n, rent: 0n }, transaction: 'AQAA…' }
 */
export async function planSolanaTransfer(
  read: SolanaRead,
  asked: Omit<SolanaTransfer, 'createRecipientAccount' | 'tokenProgram'>,
  balances: { held: bigint },
): Promise<SolanaTransferPlan> {
  const mint = asked.mint ? await readSolanaMint(read, asked.mint) : undefined
  if (mint && !mint.ok) return mint
  const transfer = { ...asked, tokenProgram: mint?.tokenProgram }
  const recipientAccount = transfer.mint
    ? await associatedTokenAccount(transfer.to, transfer.mint, transfer.tokenProgram)
    : transfer.to
  // The rent-exempt minimum is of the account the transfer may make: a token account, or a bare one for SOL.
  const [existing, lifetime, minimum] = await Promise.all([
    read('getAccountInfo', [recipientAccount, { encoding: 'base64', commitment: 'confirmed' }]),
    read('getLatestBlockhash', [{ commitment: 'confirmed' }]),
    read('getMinimumBalanceForRentExemption', [mint?.accountSize ?? 0]),
  ])
  const recipientExists = (existing as { value: unknown }).value != null
  const rent = BigInt(minimum as number)
  if (!transfer.mint && !recipientExists && transfer.amount < rent)
    return { ok: false, error: `A new Solana account must receive at least ${sol(rent)} SOL` }
  const { blockhash, lastValidBlockHeight } = (
    lifetime as { value: { blockhash: string; lastValidBlockHeight: number } }
  ).value
  const createRecipientAccount = Boolean(transfer.mint) && !recipientExists
  const built = await buildSolanaTransfer(
    { ...transfer, createRecipientAccount },
    { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
  )
  const priced = (await read('getFeeForMessage', [built.message, { commitment: 'confirmed' }])) as {
    value: number | null
  }
  if (typeof priced.value !== 'number')
    return { ok: false, error: 'The network could not price the transaction: try again' }
  const accountRent = createRecipientAccount ? rent : 0n
  const fee: SolanaSendFee = {
    namespace: 'solana',
    total: BigInt(priced.value) + accountRent,
    rent: accountRent,
  }
  if (!transfer.mint) {
    const left = balances.held - transfer.amount - fee.total
    if (left > 0n && left < rent)
      return { ok: false, error: `Keep at least ${sol(rent)} SOL in the account, or send all of it` }
  }
  return { ok: true, fee, transaction: built.transaction }
}

const sol = (lamports: bigint) => formatAmount(formatUnits(lamports, lamportsPerSol), lamportsPerSol)
