import { sanitizeWalletEntry } from '@/catalogue/sanitizeWalletEntry'
import type { WalletEntry } from '@/catalogue/WalletEntry'
import type { CustomWallet } from '@/projects/CustomWallet'

/**
 * A project's `customWallets` as catalogue entries, cleaned like any other (its links were stored as
 * given), in the project's order; they list no chains, so every chains filter keeps them.
 *
 * @example
 * queryCatalogue(index, query, customWalletEntries(project.customWallets))
 */
export function customWalletEntries(customWallets: readonly CustomWallet[] | undefined): WalletEntry[] {
  return (customWallets ?? []).flatMap((wallet, order) => sanitizeWalletEntry(wallet, order) ?? [])
}
