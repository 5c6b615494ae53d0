import { limits } from '@latch/shared-types'

/** How many featured wallets to ask for and show: one per featured id, 4 by default (docs/behaviour.md#calls, #constants-and-limits). */
export function featuredEntries(featuredIds: readonly string[]): number {
  return Math.min(100, featuredIds.length || limits.walletCatalogue.featuredDefaultCount)
}
