import type { TransactionHistoryItem } from './TransactionHistoryItem'

/** One page of history (SPEC.md §7); `next` is the cursor of the following page, absent on the last. */
export interface TransactionHistoryPage {
  data: readonly TransactionHistoryItem[]
  next?: string | null | undefined
}
