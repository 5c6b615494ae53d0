// `npx tsx apps/frame/scripts/benchCatalogue.ts`: the time GET /api/getWallets spends answering from
// the in-memory index, over a generated catalogue of 10,000 wallets (no database: the index is built
// from the generated entries directly). Prints one JSON line with p50 and p95 per kind of query.
import { performance } from 'node:perf_hooks'
import { sanitizeWalletEntry } from '../src/catalogue/sanitizeWalletEntry'
import type { WalletEntry } from '../src/catalogue/WalletEntry'
import { createCatalogueIndex } from '../src/server/catalogue/createCatalogueIndex'
import { type CatalogueQuery, queryCatalogue } from '../src/server/catalogue/queryCatalogue'

const size = 10_000
const queriesPerKind = 5_000
const warmup = 500

// A fixed seed, so that runs compare.
let state = 0x2f6b_9e13
function random(): number {
  state ^= state << 13
  state ^= state >>> 17
  state ^= state << 5
  return (state >>> 0) / 0x1_0000_0000
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const letters = [...'abcdefghijklmnopqrstuvwxyz']
const syllables = [
  'ra',
  'in',
  'bow',
  'me',
  'ta',
  'mask',
  'trust',
  'led',
  'ger',
  'zer',
  'ion',
  'safe',
  'pal',
  'coin',
  'ex',
]
const suffixes = ['Wallet', 'Pay', 'Vault', 'Keys', '', '', 'App']
const chains = Array.from({ length: 40 }, (_, index) => `eip155:${index + 1}`)

function generatedEntries(): WalletEntry[] {
  return Array.from({ length: size }, (_, order) => {
    const name = `${Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(syllables)).join('')} ${pick(suffixes)}`
    const entry = sanitizeWalletEntry(
      {
        id: order.toString(16).padStart(64, '0'),
        name: name.charAt(0).toUpperCase() + name.slice(1),
        image_id: order.toString(16).padStart(64, '0'),
        rdns: random() < 0.3 ? `com.${name.replace(/\W/g, '').toLowerCase()}${order}` : null,
        homepage: `https://wallet${order}.example/`,
        mobile_link: `wallet${order}://`,
        chains: Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(chains)),
        badge_type: random() < 0.1 ? 'certified' : 'none',
        order,
      },
      order,
    )
    if (!entry) throw new Error('a generated entry did not pass sanitizeWalletEntry')
    return entry
  })
}

const someIds = (count: number) =>
  Array.from({ length: count }, () =>
    Math.floor(random() * size)
      .toString(16)
      .padStart(64, '0'),
  )

function searchQuery(): CatalogueQuery {
  const length = 1 + Math.floor(random() * 6)
  return {
    page: 1,
    entries: 100,
    search: Array.from({ length }, () => pick(letters)).join(''),
    ...(random() < 0.5 ? { chains: [pick(chains), pick(chains)] } : {}),
    ...(random() < 0.3 ? { exclude: someIds(10) } : {}),
  }
}

function pageQuery(): CatalogueQuery {
  const kind = random()
  return {
    page: 1 + Math.floor(random() * 250),
    entries: 40,
    ...(kind < 0.6
      ? { chains: Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(chains)) }
      : {}),
    ...(kind >= 0.6 && kind < 0.75 ? { include: someIds(20) } : {}),
    ...(random() < 0.4 ? { exclude: someIds(25) } : {}),
    ...(random() < 0.1 ? { badgeType: 'certified' as const } : {}),
  }
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

function measure(index: ReturnType<typeof createCatalogueIndex>, makeQuery: () => CatalogueQuery) {
  const queries = Array.from({ length: queriesPerKind + warmup }, makeQuery)
  const times: number[] = []
  let matches = 0
  for (const [at, query] of queries.entries()) {
    const start = performance.now()
    matches += queryCatalogue(index, query).count
    if (at >= warmup) times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 1000) / 1000
  return { result: { p50Ms: round(quantile(times, 0.5)), p95Ms: round(quantile(times, 0.95)) }, matches }
}

const index = createCatalogueIndex(generatedEntries())
const search = measure(index, searchQuery)
const page = measure(index, pageQuery)
console.log(
  JSON.stringify({
    entries: index.wallets.length,
    queries: queriesPerKind * 2,
    search: search.result,
    page: page.result,
  }),
)
