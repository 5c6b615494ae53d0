import type { WalletEntry } from '@/catalogue/WalletEntry'
import { type IndexedWallet, indexWallet } from './internal/indexWallet'
import { namespaceOf } from './internal/namespaceOf'

/** One searchable field of every wallet, joined by newlines, and where each wallet's part starts. */
export type Haystack = { text: string; starts: Int32Array }

/**
 * The catalogue held in memory, in catalogue order, that answers queries without the database, with
 * what makes a query cheaper than a look at every wallet: the names and rdns as one string each (a
 * search is a few native `indexOf` calls), the wallets of each chain, and buffers a query reuses.
 */
export type CatalogueIndex = {
  wallets: readonly IndexedWallet[]
  byId: ReadonlyMap<string, IndexedWallet>
  /** Where each id is in `wallets`. */
  positionOf: ReadonlyMap<string, number>
  names: Haystack
  rdns: Haystack
  /** Positions in `wallets`, ascending, of the wallets listing each chain; `anyChain` of those listing none. */
  byChain: ReadonlyMap<string, Int32Array>
  /** Positions in `wallets`, ascending, of the wallets listing any chain of each CAIP-2 namespace (`eip155`). */
  byNamespace: ReadonlyMap<string, Int32Array>
  anyChain: Int32Array
  /** Scratch space for one query at a time (queries are synchronous). */
  scratch: [Int32Array, Int32Array, Int32Array]
  /** The matches of recent search terms, least recently used first: short terms match most of the catalogue. */
  recentSearches: Map<string, Int32Array>
}

/**
 * Builds the in-memory index over clean entries (see sanitizeWalletEntry): ordered by `order`, then
 * id, and with one wallet per id (the last given wins).
 *
 * @example
 * const index = createCatalogueIndex(seedWalletEntries())
 * queryCatalogue(index, { page: 1, entries: 40, search: 'meta' })
 */
export function createCatalogueIndex(entries: readonly WalletEntry[]): CatalogueIndex {
  const unique = new Map<string, IndexedWallet>()
  for (const entry of entries) unique.set(entry.id, indexWallet(entry))
  const wallets = [...unique.values()].sort(
    (a, b) =>
      a.entry.order - b.entry.order || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
  )
  const chainLists = new Map<string, number[]>()
  const namespaceLists = new Map<string, number[]>()
  const anyChain: number[] = []
  wallets.forEach((wallet, position) => {
    if (wallet.entry.chains.length === 0) anyChain.push(position)
    for (const chain of wallet.entry.chains) addTo(chainLists, chain, position)
    for (const namespace of new Set(wallet.entry.chains.map(namespaceOf)))
      addTo(namespaceLists, namespace, position)
  })
  return {
    wallets,
    byId: new Map(wallets.map((wallet) => [wallet.entry.id, wallet])),
    positionOf: new Map(wallets.map((wallet, position) => [wallet.entry.id, position])),
    names: haystack(wallets.map((wallet) => wallet.name)),
    rdns: haystack(wallets.map((wallet) => wallet.rdns)),
    byChain: new Map([...chainLists].map(([chain, list]) => [chain, Int32Array.from(list)])),
    byNamespace: new Map([...namespaceLists].map(([namespace, list]) => [namespace, Int32Array.from(list)])),
    anyChain: Int32Array.from(anyChain),
    scratch: [new Int32Array(wallets.length), new Int32Array(wallets.length), new Int32Array(wallets.length)],
    recentSearches: new Map(),
  }
}

// Positions are added in ascending order, so every list stays sorted.
function addTo(lists: Map<string, number[]>, key: string, position: number) {
  const list = lists.get(key)
  if (list) list.push(position)
  else lists.set(key, [position])
}

function haystack(parts: readonly string[]): Haystack {
  const starts = new Int32Array(parts.length + 1)
  let at = 0
  parts.forEach((part, position) => {
    starts[position] = at
    at += part.length + 1
  })
  starts[parts.length] = at
  return { text: parts.join('\n'), starts }
}
