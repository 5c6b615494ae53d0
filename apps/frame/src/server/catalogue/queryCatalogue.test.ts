import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '@/catalogue/WalletEntry'
import { createCatalogueIndex } from './createCatalogueIndex'
import { type CatalogueQuery, queryCatalogue } from './queryCatalogue'
import { seedWalletEntries } from './seedWalletEntries'

function wallet(id: string, name: string, extra: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id,
    name,
    rdns: null,
    mobile_link: null,
    universal_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chains: ['eip155:1'],
    badge_type: 'none',
    order: 0,
    ...extra,
  }
}

const wallets = [
  wallet('w1', 'Alpha Wallet', { order: 1, chains: ['eip155:1', 'eip155:10'] }),
  wallet('w2', 'Wallet Two', { order: 2, chains: ['eip155:137'], badge_type: 'certified' }),
  wallet('w3', 'Beta', { order: 3, rdns: 'io.walletco', chains: ['eip155:10'] }),
  wallet('w4', 'Gamma', { order: 4, badge_type: 'certified' }),
  wallet('w5', 'wallet five', { order: 5, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
  wallet('w6', 'Delta', { order: 6 }),
]
const index = createCatalogueIndex([...wallets].reverse())
const ids = (answer: { data: WalletEntry[] }) => answer.data.map((entry) => entry.id)

describe('createCatalogueIndex', () => {
  it('orders by `order`, then id, and keeps the last entry given for an id', () => {
    const shuffled = createCatalogueIndex([
      wallet('b', 'B', { order: 2 }),
      wallet('a', 'A', { order: 2 }),
      wallet('c', 'C old', { order: 1 }),
      wallet('c', 'C', { order: 1 }),
    ])
    expect(shuffled.wallets.map((entry) => entry.entry.name)).toEqual(['C', 'A', 'B'])
  })
})

describe('queryCatalogue', () => {
  it('pages through everything with the total count', () => {
    expect(queryCatalogue(index, { page: 1, entries: 4 })).toEqual({ data: wallets.slice(0, 4), count: 6 })
    expect(queryCatalogue(index, { page: 2, entries: 4 })).toEqual({ data: wallets.slice(4), count: 6 })
    expect(queryCatalogue(index, { page: 3, entries: 4 })).toEqual({ data: [], count: 6 })
  })

  it('keeps wallets supporting any requested chain, and all when none is requested', () => {
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, chains: ['eip155:10'] }))).toEqual(['w1', 'w3'])
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, chains: ['eip155:10', 'eip155:137'] }))).toEqual(
      ['w1', 'w2', 'w3'],
    )
    expect(queryCatalogue(index, { page: 1, entries: 40, chains: ['eip155:999'] })).toEqual({
      data: [],
      count: 0,
    })
    expect(queryCatalogue(index, { page: 1, entries: 40, chains: [] }).count).toBe(6)
  })

  it('keeps wallets supporting any chain of a namespace, alone or beside chains', () => {
    const search = (query: Partial<CatalogueQuery>) =>
      ids(queryCatalogue(index, { page: 1, entries: 40, ...query }))
    expect(search({ namespaces: ['eip155'] })).toEqual(['w1', 'w2', 'w3', 'w4', 'w6'])
    expect(search({ namespaces: ['solana'] })).toEqual(['w5'])
    expect(
      search({ namespaces: ['eip155'], chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    ).toHaveLength(6)
    expect(search({ namespaces: ['cosmos'] })).toEqual([])
    expect(search({ namespaces: ['eip155'], search: 'wallet' })).toEqual(['w2', 'w1', 'w3'])
    expect(search({ namespaces: ['eip155'], badgeType: 'certified' })).toEqual(['w2', 'w4'])
    expect(
      ids(
        queryCatalogue(index, { page: 1, entries: 40, namespaces: ['solana'] }, [
          wallet('mine', 'Mine', { chains: [] }),
        ]),
      ),
    ).toEqual(['mine', 'w5'])
  })

  it('includes only the given ids, in the given order, ignoring unknown and repeated ones', () => {
    expect(queryCatalogue(index, { page: 1, entries: 40, include: ['w4', 'nope', 'w1', 'w4'] })).toEqual({
      data: [wallets[3], wallets[0]],
      count: 2,
    })
    expect(ids(queryCatalogue(index, { page: 2, entries: 1, include: ['w4', 'w1'] }))).toEqual(['w1'])
  })

  it('leaves out excluded ids, also from an include list', () => {
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, exclude: ['w1', 'w6'] }))).toEqual([
      'w2',
      'w3',
      'w4',
      'w5',
    ])
    expect(
      ids(queryCatalogue(index, { page: 1, entries: 40, include: ['w2', 'w3'], exclude: ['w2'] })),
    ).toEqual(['w3'])
  })

  it('filters by badge type', () => {
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, badgeType: 'certified' }))).toEqual(['w2', 'w4'])
    expect(queryCatalogue(index, { page: 1, entries: 40, badgeType: 'none' }).count).toBe(4)
  })

  it('searches trimmed and case-insensitively, name prefixes first, then names and rdns containing the term', () => {
    const answer = queryCatalogue(index, { page: 1, entries: 40, search: '  WALLET ' })
    expect(ids(answer)).toEqual(['w2', 'w5', 'w1', 'w3'])
    expect(answer.count).toBe(4)
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, search: 'ta' }))).toEqual(['w3', 'w6'])
    expect(queryCatalogue(index, { page: 1, entries: 40, search: 'zzz' })).toEqual({ data: [], count: 0 })
  })

  it('treats a blank search as no search', () => {
    expect(queryCatalogue(index, { page: 1, entries: 40, search: '   ' }).count).toBe(6)
  })

  it('pages across the two search tiers', () => {
    const query = { entries: 1, search: 'wallet' }
    expect([1, 2, 3, 4, 5].flatMap((page) => ids(queryCatalogue(index, { ...query, page })))).toEqual([
      'w2',
      'w5',
      'w1',
      'w3',
    ])
    expect(ids(queryCatalogue(index, { page: 2, entries: 3, search: 'wallet' }))).toEqual(['w3'])
  })

  it('combines search with the filters', () => {
    expect(
      ids(
        queryCatalogue(index, {
          page: 1,
          entries: 40,
          search: 'wallet',
          chains: ['eip155:10'],
          exclude: ['w3'],
        }),
      ),
    ).toEqual(['w1'])
    expect(
      ids(queryCatalogue(index, { page: 1, entries: 40, search: 'wallet', badgeType: 'certified' })),
    ).toEqual(['w2'])
    expect(
      ids(queryCatalogue(index, { page: 1, entries: 40, search: 'wallet', include: ['w1', 'w5', 'w6'] })),
    ).toEqual(['w5', 'w1'])
  })

  it("puts a project's custom wallets first, replacing a catalogue wallet of the same id, under the same filters", () => {
    const custom = [
      wallet('mine', 'My Wallet', { chains: [] }),
      wallet('w6', 'Delta (custom)', { chains: [] }),
    ]
    const all = queryCatalogue(index, { page: 1, entries: 40 }, custom)
    expect(ids(all)).toEqual(['mine', 'w6', 'w1', 'w2', 'w3', 'w4', 'w5'])
    expect(all.count).toBe(7)
    expect(all.data[1]?.name).toBe('Delta (custom)')
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, chains: ['eip155:137'] }, custom))).toEqual([
      'mine',
      'w6',
      'w2',
    ])
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, search: 'my' }, custom))).toEqual(['mine'])
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, include: ['w1', 'mine'] }, custom))).toEqual([
      'w1',
      'mine',
    ])
    expect(ids(queryCatalogue(index, { page: 1, entries: 40, exclude: ['mine'] }, custom))).toContain('w6')
  })

  it('answers the seed catalogue', () => {
    const seed = createCatalogueIndex(seedWalletEntries())
    expect(queryCatalogue(seed, { page: 3, entries: 40 })).toMatchObject({ count: 113 })
    expect(queryCatalogue(seed, { page: 3, entries: 40 }).data).toHaveLength(33)
    expect(
      queryCatalogue(seed, { page: 1, entries: 4, search: 'metamask' }).data.map((entry) => entry.name),
    ).toEqual(['MetaMask'])
    expect(
      queryCatalogue(seed, { page: 1, entries: 4, search: 'io.metamask' }).data.map((entry) => entry.name),
    ).toEqual(['MetaMask'])
  })
})

// The obvious way to answer a query, to hold the index's shortcuts to.
function answerPlainly(
  entries: readonly WalletEntry[],
  query: CatalogueQuery,
  custom: readonly WalletEntry[],
) {
  const customIds = new Set(custom.map((entry) => entry.id))
  const catalogue = [...entries].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1))
  let list = [...custom, ...catalogue.filter((entry) => !customIds.has(entry.id))]
  if (query.include?.length)
    list = [...new Set(query.include)].flatMap((id) => list.find((entry) => entry.id === id) ?? [])
  list = list.filter(
    (entry) =>
      !query.exclude?.includes(entry.id) &&
      (query.badgeType === undefined || entry.badge_type === query.badgeType) &&
      ((!query.chains?.length && !query.namespaces?.length) ||
        entry.chains.length === 0 ||
        (query.chains ?? []).some((chain) => entry.chains.includes(chain)) ||
        entry.chains.some((chain) => query.namespaces?.includes(chain.split(':')[0] ?? ''))),
  )
  const term = (query.search ?? '').trim().toLowerCase()
  if (term) {
    const found = list.filter(
      (entry) => entry.name.toLowerCase().includes(term) || (entry.rdns ?? '').includes(term),
    )
    list = [
      ...found.filter((entry) => entry.name.toLowerCase().startsWith(term)),
      ...found.filter((entry) => !entry.name.toLowerCase().startsWith(term)),
    ]
  }
  const start = (query.page - 1) * query.entries
  return { data: list.slice(start, start + query.entries), count: list.length }
}

describe('queryCatalogue over a random catalogue', () => {
  let seed = 7
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const some = <T>(items: readonly T[], most: number): T[] =>
    Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(items))
  const syllables = ['ra', 'in', 'bow', 'Me', 'ta', 'mask', 'Trust', 'a', 'x']
  const chains = ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'solana:mainnet']
  const entries = Array.from({ length: 300 }, (_, n) =>
    wallet(`id${n}`, `${some(syllables, 3).join('')} ${pick(['Wallet', 'Pay', ''])}`.trim() || `W${n}`, {
      order: Math.floor(random() * 200),
      chains: [...new Set(some(chains, 3))],
      rdns: random() < 0.3 ? `com.${pick(syllables).toLowerCase()}${n}` : null,
      badge_type: random() < 0.2 ? 'certified' : 'none',
    }),
  )
  const ids = entries.map((entry) => entry.id)
  const custom = [
    wallet('mine', 'Mask Mine', { chains: [] }),
    wallet('id5', 'Replaced Five', { chains: ['eip155:10'] }),
  ]
  const index = createCatalogueIndex(entries)

  it('answers exactly what a plain filter, rank and slice would, for every kind of query', () => {
    for (let n = 0; n < 3000; n++) {
      const query: CatalogueQuery = {
        page: 1 + Math.floor(random() * 4),
        entries: pick([1, 5, 40, 100]),
        ...(random() < 0.4 ? { chains: some(chains, 3) } : {}),
        ...(random() < 0.2 ? { namespaces: some(['eip155', 'solana', 'cosmos'], 2) } : {}),
        ...(random() < 0.15
          ? { include: [...some(ids, 12), ...(random() < 0.3 ? ['mine', 'unknown'] : [])] }
          : {}),
        ...(random() < 0.3
          ? { exclude: [...some(ids, 20), ...(random() < 0.2 ? ['mine', 'id5'] : [])] }
          : {}),
        ...(random() < 0.5
          ? { search: `${pick(['', ' '])}${some(syllables, 2).join('')}${pick(['', '  '])}` }
          : {}),
        ...(random() < 0.15 ? { badgeType: pick(['none', 'certified'] as const) } : {}),
      }
      const withCustom = random() < 0.3 ? custom : []
      expect(queryCatalogue(index, query, withCustom), JSON.stringify(query)).toEqual(
        answerPlainly(entries, query, withCustom),
      )
    }
  })
})
