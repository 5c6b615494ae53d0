import type { WalletEntry } from '@/catalogue/WalletEntry'
import type { CatalogueIndex, Haystack } from './createCatalogueIndex'
import { type IndexedWallet, indexWallet, searchKey } from './internal/indexWallet'
import { namespaceOf } from './internal/namespaceOf'

/** What GET /api/getWallets asks for, parsed (see GetWalletsInput). */
export type CatalogueQuery = {
  /** 1-based. */
  page: number
  /** Page size. */
  entries: number
  /** CAIP-2 ids: a wallet matches if it supports any of them (or names none). Empty, with no `namespaces`: all. */
  chains?: readonly string[] | undefined
  /** CAIP-2 namespaces (`eip155`): a wallet matches if it supports any chain of one of them (or names none). */
  namespaces?: readonly string[] | undefined
  /** Only these ids, in this order unless searching. Empty: all. */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** Matched case-insensitively against name and rdns: name prefixes first, then other matches. */
  search?: string | undefined
  badgeType?: WalletEntry['badge_type'] | undefined
}

type CatalogueAnswer = { data: WalletEntry[]; count: number }

/** Sees one candidate; answers false to end the scan early. */
type Visit = (wallet: IndexedWallet) => boolean
type Scan = (visit: Visit) => void

/**
 * One page of the catalogue and the number of all matches. A project's `customWallets` come first and
 * replace a catalogue wallet of the same id. Never copies the catalogue: a search finds its matches
 * with `indexOf` over the index's joined names, a chains filter walks that chain's wallets only.
 *
 * @example
 * queryCatalogue(index, { page: 2, entries: 40, chains: ['eip155:1'] }) // { data: [41st..80th], count }
 */
export function queryCatalogue(
  index: CatalogueIndex,
  query: CatalogueQuery,
  customWallets: readonly WalletEntry[] = [],
): CatalogueAnswer {
  const custom = customWallets.map(indexWallet)
  const customIds = new Set(custom.map((wallet) => wallet.entry.id))
  const exclude = new Set(query.exclude)
  const chains = query.chains ?? []
  const namespaces = query.namespaces ?? []
  const chainFiltered = chains.length > 0 || namespaces.length > 0
  const { badgeType } = query
  const term = searchKey(query.search ?? '').trim()
  const matches = (wallet: IndexedWallet) =>
    !exclude.has(wallet.entry.id) &&
    (badgeType === undefined || wallet.entry.badge_type === badgeType) &&
    (!chainFiltered || supportsAny(wallet.entry.chains, chains, namespaces))
  // The index finds the catalogue's search matches itself; included and custom wallets are checked here.
  const found = (wallet: IndexedWallet) =>
    term === '' || wallet.name.includes(term) || wallet.rdns.includes(term)

  const start = (query.page - 1) * query.entries
  const end = start + query.entries
  const pageOf = (scan: Scan) =>
    term ? searchPage(scan, matches, term, start, end) : listPage(scan, matches, start, end)
  const include = query.include ?? []
  if (include.length > 0)
    return pageOf((visit) => {
      for (const id of new Set(include)) {
        const wallet = custom.find((candidate) => candidate.entry.id === id) ?? index.byId.get(id)
        if (wallet && found(wallet) && !visit(wallet)) return
      }
    })
  // The search first: its answer is its own array, while the chains' goes to scratch space.
  const inSearch = term ? searchPositions(index, term) : null
  const inChains = chainFiltered ? chainPositions(index, chains, namespaces) : null
  const positions =
    inSearch && inChains ? intersectAscending(inSearch, inChains, index.scratch[2]) : (inSearch ?? inChains)
  if (!term && badgeType === undefined)
    return pageOfPositions(index, positions, [...exclude, ...customIds], custom.filter(matches), start, end)
  return pageOf((visit) => {
    for (const wallet of custom) if (found(wallet) && !visit(wallet)) return
    if (positions) {
      for (let at = 0; at < positions.length; at++) {
        const wallet = walletAt(index, positions[at])
        if (!customIds.has(wallet.entry.id) && !visit(wallet)) return
      }
    } else for (const wallet of index.wallets) if (!customIds.has(wallet.entry.id) && !visit(wallet)) return
  })
}

/**
 * A page when nothing but the candidate positions and a few removed ids decide: the count is a
 * subtraction and the page is read straight from its place, stepping over the removed.
 */
function pageOfPositions(
  index: CatalogueIndex,
  positions: Int32Array | null,
  removedIds: readonly string[],
  custom: readonly IndexedWallet[],
  start: number,
  end: number,
): CatalogueAnswer {
  const total = positions ? positions.length : index.wallets.length
  const skipped = new Set<number>()
  for (const id of removedIds) {
    const position = index.positionOf.get(id)
    if (position === undefined) continue
    const at = positions ? ascendingIndexOf(positions, position) : position
    if (at >= 0) skipped.add(at)
  }
  const sortedSkipped = [...skipped].sort((a, b) => a - b)
  const data = custom.slice(start, end).map((wallet) => wallet.entry)
  let at = Math.max(0, start - custom.length)
  let next = 0
  for (; next < sortedSkipped.length && (sortedSkipped[next] ?? 0) <= at; next++) at += 1
  for (; data.length < end - start && at < total; at++) {
    if (sortedSkipped[next] === at) next += 1
    else data.push(walletAt(index, positions ? positions[at] : at).entry)
  }
  return { data, count: custom.length + total - sortedSkipped.length }
}

function ascendingIndexOf(list: Int32Array, value: number): number {
  let low = 0
  let high = list.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const at = list[middle] ?? 0
    if (at === value) return middle
    if (at < value) low = middle + 1
    else high = middle - 1
  }
  return -1
}

function walletAt(index: CatalogueIndex, position: number | undefined): IndexedWallet {
  const wallet = index.wallets[position ?? -1]
  if (!wallet) throw new Error(`No wallet at position ${position}`)
  return wallet
}

function supportsAny(
  supported: readonly string[],
  wanted: readonly string[],
  namespaces: readonly string[],
): boolean {
  if (supported.length === 0) return true
  for (const chain of wanted) if (supported.includes(chain)) return true
  for (const chain of supported) if (namespaces.includes(namespaceOf(chain))) return true
  return false
}

const recentSearchLimit = 128

/** Positions of the wallets whose name or rdns contains `term`, ascending, in an array of their own. */
function searchPositions(index: CatalogueIndex, term: string): Int32Array {
  const { recentSearches } = index
  let positions = recentSearches.get(term)
  if (positions) recentSearches.delete(term)
  else {
    const [inNames, inRdns, merged] = index.scratch
    const nameCount = findIn(index.names, term, inNames)
    const rdnsCount = findIn(index.rdns, term, inRdns)
    positions = merged.slice(0, mergeAscending(inNames, nameCount, inRdns, rdnsCount, merged))
    if (recentSearches.size >= recentSearchLimit)
      recentSearches.delete(recentSearches.keys().next().value ?? '')
  }
  recentSearches.set(term, positions)
  return positions
}

/**
 * Positions of the wallets listing any of `chains`, any chain of `namespaces`, or none, ascending, in
 * the index's scratch space.
 */
function chainPositions(
  index: CatalogueIndex,
  chains: readonly string[],
  namespaces: readonly string[],
): Int32Array {
  const [a, b] = index.scratch
  let into = a
  let from = b
  let count = index.anyChain.length
  into.set(index.anyChain)
  const lists = [
    ...[...new Set(chains)].map((chain) => index.byChain.get(chain)),
    ...[...new Set(namespaces)].map((namespace) => index.byNamespace.get(namespace)),
  ]
  for (const list of lists) {
    if (!list) continue
    ;[into, from] = [from, into]
    count = mergeAscending(from, count, list, list.length, into)
  }
  return into.subarray(0, count)
}

// Each wallet counts once: after a hit, the search goes on from the next wallet's part of the haystack.
// Hits come in ascending order, so finding a hit's wallet is a walk forward: at most one step per
// wallet over the whole search.
function findIn({ text, starts }: Haystack, term: string, into: Int32Array): number {
  let count = 0
  let position = 0
  for (;;) {
    const at = text.indexOf(term, starts[position] ?? text.length)
    if (at < 0) return count
    while ((starts[position + 1] ?? Number.POSITIVE_INFINITY) <= at) position += 1
    into[count++] = position
    position += 1
  }
}

/** The positions in both ascending lists, written to `into` (neither of them). */
function intersectAscending(a: Int32Array, b: Int32Array, into: Int32Array): Int32Array {
  let i = 0
  let j = 0
  let count = 0
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0
    const y = b[j] ?? 0
    if (x < y) i += 1
    else if (y < x) j += 1
    else {
      into[count++] = x
      i += 1
      j += 1
    }
  }
  return into.subarray(0, count)
}

/** The union of two ascending lists, written to `into` (neither of them); answers its length. */
function mergeAscending(
  a: Int32Array,
  aCount: number,
  b: Int32Array,
  bCount: number,
  into: Int32Array,
): number {
  let i = 0
  let j = 0
  let count = 0
  while (i < aCount || j < bCount) {
    const x = i < aCount ? (a[i] ?? 0) : Number.POSITIVE_INFINITY
    const y = j < bCount ? (b[j] ?? 0) : Number.POSITIVE_INFINITY
    if (x <= y) {
      into[count++] = x
      i += 1
      if (x === y) j += 1
    } else {
      into[count++] = y
      j += 1
    }
  }
  return count
}

function listPage(
  scan: Scan,
  matches: (wallet: IndexedWallet) => boolean,
  start: number,
  end: number,
): CatalogueAnswer {
  const data: WalletEntry[] = []
  let count = 0
  scan((wallet) => {
    if (!matches(wallet)) return true
    if (count >= start && count < end) data.push(wallet.entry)
    count += 1
    return true
  })
  return { data, count }
}

// Two tiers, name prefixes before other matches: the first scan counts both and takes the page's
// share of the first tier; a second scan takes the rest only when the page reaches into the second.
function searchPage(
  scan: Scan,
  matches: (wallet: IndexedWallet) => boolean,
  term: string,
  start: number,
  end: number,
): CatalogueAnswer {
  const data: WalletEntry[] = []
  let prefixCount = 0
  let otherCount = 0
  scan((wallet) => {
    if (!matches(wallet)) return true
    if (!wallet.name.startsWith(term)) otherCount += 1
    else {
      if (prefixCount >= start && prefixCount < end) data.push(wallet.entry)
      prefixCount += 1
    }
    return true
  })
  if (end > prefixCount && otherCount > 0) {
    const from = Math.max(0, start - prefixCount)
    const to = end - prefixCount
    let seen = 0
    scan((wallet) => {
      if (wallet.name.startsWith(term) || !matches(wallet)) return true
      if (seen >= from) data.push(wallet.entry)
      seen += 1
      return seen < to
    })
  }
  return { data, count: prefixCount + otherCount }
}
