import type { WalletEntry } from '@/catalogue/WalletEntry'

/** One wallet with what queries compare precomputed. */
export type IndexedWallet = {
  entry: WalletEntry
  /** Lowercase name and rdns, for case-insensitive search without lowercasing per query. */
  name: string
  rdns: string
}

/** A wallet with its search keys computed. */
export function indexWallet(entry: WalletEntry): IndexedWallet {
  return { entry, name: searchKey(entry.name), rdns: searchKey(entry.rdns ?? '') }
}

/** Text as search compares it: lowercase, whitespace as single spaces (so never a newline). */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ')
}
