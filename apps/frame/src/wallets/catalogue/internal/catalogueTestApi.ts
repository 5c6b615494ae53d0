import { type ApiCall, type ApiClient, ApiRequestError } from '@/api/createApiClient'
import type { WalletEntry } from '@/catalogue/WalletEntry'
import { catalogueChainFilter } from '@/server/catalogue/catalogueChainFilter'
import { createCatalogueIndex } from '@/server/catalogue/createCatalogueIndex'
import { GetWalletsInput } from '@/server/catalogue/GetWalletsInput'
import { queryCatalogue } from '@/server/catalogue/queryCatalogue'
import { seedWalletEntries } from '@/server/catalogue/seedWalletEntries'

/** A request the test API received, its query as the server would read it (all strings). */
type ReceivedCall = { path: string; query: Record<string, string> }

/** A request held until the test answers it, to play answers out of order. */
type HeldCall = ReceivedCall & { answer(): void; fail(): void }

const seedIndex = createCatalogueIndex(seedWalletEntries())

/**
 * An ApiClient for tests that answers GET /api/getWallets as the server does in local mode, over the
 * seed catalogue (the server's own parsing and query code, without a database or HTTP), and records
 * every query. `hold` keeps each answer until the test releases it; `failWhen` refuses matching
 * requests with a 500; `entries` replaces the seed.
 */
export function catalogueTestApi(
  options: {
    hold?: boolean
    failWhen?: (query: Record<string, string>) => boolean
    entries?: readonly WalletEntry[]
  } = {},
) {
  const index = options.entries ? createCatalogueIndex(options.entries) : seedIndex
  const calls: ReceivedCall[] = []
  const held: HeldCall[] = []
  const answer = (query: Record<string, string>) => {
    if (options.failWhen?.(query)) throw new ApiRequestError(500, 'Catalogue unavailable')
    const input = GetWalletsInput.parse({ projectId: 'latch-dev', ...query })
    // A JSON round trip, as over HTTP: the frame gets plain data, never the server's objects.
    return JSON.parse(
      JSON.stringify(
        queryCatalogue(index, {
          page: input.page,
          entries: input.entries,
          ...catalogueChainFilter(input.chains, ['eip155:31337', 'eip155:31338']),
          include: input.include,
          exclude: input.exclude,
          search: input.search,
        }),
      ),
    ) as unknown
  }
  const api = (async (path: string, call: ApiCall = {}) => {
    const query = Object.fromEntries(
      Object.entries(call.query ?? {}).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)]],
      ),
    )
    calls.push({ path, query })
    if (path !== '/api/getWallets') throw new ApiRequestError(404, `No route ${path}`)
    if (!options.hold) return answer(query)
    return new Promise<unknown>((resolve, reject) => {
      held.push({
        path,
        query,
        answer: () => {
          try {
            resolve(answer(query))
          } catch (error) {
            reject(error)
          }
        },
        fail: () => reject(new ApiRequestError(500, 'Catalogue unavailable')),
      })
    })
  }) as ApiClient
  // The same answers as HTTP, for code that takes a fetch (the frame controller's API client).
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://127.0.0.1:3000')
    if (url.pathname === '/api/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: false })
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'projectId'))
    try {
      return Response.json(await api(url.pathname, { query }))
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 500
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status })
    }
  }) as typeof globalThis.fetch
  return { api, fetch, calls, held }
}

/** Ids of the seed catalogue's first wallets, in catalogue order. */
export const seedIds = {
  rainbow: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  trust: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  argent: 'cf21952a9bc8108bf13b12c92443751e2cc388d27008be4201b92bbc6d83dd46',
  metaMask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  safe: 'a5cfbd9a263c9dcfb59d6e9dc00933c46f00277ed78a6a0a1e38b0c17e09671f',
  pillar: '0b58bf037bf943e934706796fb017d59eace1dadcbc1d9fe24d9b46629e5985c',
} as const
