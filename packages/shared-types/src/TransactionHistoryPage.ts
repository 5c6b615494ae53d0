import type { TransactionHistoryItem } from './TransactionHistoryItem'

/** One page of history (docs/behaviour.md#calls); `next` is the cursor of the following page, absent on the last. */
export interface TransactionHistoryPage {
  data: readonly TransactionHistoryItem[]
  next?: string | null | undefined
}
