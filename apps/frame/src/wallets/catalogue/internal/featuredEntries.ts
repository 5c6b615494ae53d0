import { limits } from '@latch/shared-types'

/** How many featured wallets to ask for and show: one per featured id, 4 by default (SPEC.md §7, §9). */
export function featuredEntries(featuredIds: readonly string[]): number {
  return Math.min(100, featuredIds.length || limits.walletCatalogue.featuredDefaultCount)
}
