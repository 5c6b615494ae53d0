import type { solanaTransfers } from '../../db/schema'
import type { ParsedSolanaTransaction } from '../../solana/ParsedSolanaTransaction'
import { solanaTokenDeltas } from '../../solana/solanaTokenDeltas'

/** A row of `solana_transfers`, as the indexer writes it. */
export type SolanaTransferRow = typeof solanaTransfers.$inferInsert

/**
 * What one transaction moved, as rows of `solana_transfers` (see its schema): each account's SOL
 * change (the fee payer's without the fee) and each owner's change of each token; the fee payer
 * gets a row even where nothing of theirs moved but the fee.
 *
 * @example
 * solanaTransferRows(transaction, { caipNetworkId: 'solana:localnet', signature, minedAt, nativeDecimals: 9 })
 * // [{ owner: sender, mint: '', amount: '-1000000000', … }, { owner: recipient, mint: '', amount: '1000000000', … }]
 */
export function solanaTransferRows(
  transaction: ParsedSolanaTransaction,
  context: { caipNetworkId: string; signature: string; minedAt: Date; nativeDecimals: number },
): SolanaTransferRow[] {
  const { meta } = transaction
  const keys = transaction.transaction.message.accountKeys
  const feePayer = keys[0]?.pubkey
  if (!meta || !feePayer) return []
  const fee = BigInt(meta.fee)
  const common = {
    caipNetworkId: context.caipNetworkId,
    signature: context.signature,
    slot: BigInt(transaction.slot),
    minedAt: context.minedAt,
    feePayer,
    fee,
    failed: meta.err !== null,
  }
  const rows: SolanaTransferRow[] = []
  keys.forEach((key, index) => {
    const change = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
    const moved = key.pubkey === feePayer ? change + fee : change
    if (moved !== 0n || key.pubkey === feePayer)
      rows.push({
        ...common,
        owner: key.pubkey,
        mint: '',
        amount: moved.toString(),
        decimals: context.nativeDecimals,
      })
  })
  for (const { owner, mint, delta, decimals } of solanaTokenDeltas(
    meta.preTokenBalances,
    meta.postTokenBalances,
  ))
    rows.push({ ...common, owner, mint, amount: delta.toString(), decimals })
  return rows
}
