import type { TransactionHistoryItem } from '@latch/shared-types'

/**
 * The connected account's transactions for Activity (docs/behaviour.md#states-and-transitions Transactions: loading, empty, next
 * cursor; reset clears all). `key` names whose they are (`<chainId>:<address>`), so that an answer
 * for an account or network left behind is dropped. Items are kept newest first, without spam.
 */
export type TransactionsState = {
  key: string | undefined
  items: readonly TransactionHistoryItem[]
  loading: boolean
  /** Nothing to show and nothing more to load; also set by a failed fetch (docs/behaviour.md#errors). */
  empty: boolean
  /** The cursor of the next page, null when the last one was read (or a fetch failed). */
  next: string | null
  failed: boolean
  /**
   * The pending-transaction watch (docs/behaviour.md#states-and-transitions, #constants-and-limits): whether it runs, and how many times it re-read
   * the first page; it stops for good once `polls` reaches the limit.
   */
  watch: { active: boolean; polls: number }
}

// Apart from the reducer, so that the atom holding it costs the first load nothing more.
export const initialTransactionsState: TransactionsState = {
  key: undefined,
  items: [],
  loading: false,
  empty: false,
  next: null,
  failed: false,
  watch: { active: false, polls: 0 },
}
