import type { TransactionHistoryItem } from '@latch/shared-types'

/**
 * The history item with its spam NFT transfers (`nft_info.flags.is_spam`) left out, or undefined
 * when spam was all it moved: such an item is hidden from Activity as a whole (docs/behaviour.md#entities). An item
 * that moved nothing at all (a contract call) is kept.
 *
 * @example
 * withoutSpam({ ...item, transfers: [spamNft] }) // undefined
 */
export function withoutSpam(item: TransactionHistoryItem): TransactionHistoryItem | undefined {
  const kept = item.transfers.filter((transfer) => transfer.nft_info?.flags.is_spam !== true)
  if (kept.length === item.transfers.length) return item
  return kept.length === 0 ? undefined : { ...item, transfers: kept }
}
