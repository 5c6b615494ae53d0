import { formatUnits } from 'viem'
import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import type { LocalChain } from '../chain/LocalChain'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { AccountParam } from './AccountParam'
import { CaipAddressParam } from './CaipAddressParam'
import { CaipNetworkIdParam } from './CaipNetworkIdParam'
import { createTtlCache, type TtlCache } from './internal/createTtlCache'
import { readTokenBalances, type TokenBalance } from './readTokenBalances'
import { servedChain } from './servedChain'
import { tokenIconUrl } from './tokenIconUrl'

// Views ask for the same balances several times while they open; five seconds spares the node
// without showing a stale balance for long (and forceUpdate skips it after a transaction).
const cacheTtlMs = 5_000
const cacheMaxEntries = 10_000
const caches = new WeakMap<LocalChain, TtlCache<TokenBalance[]>>()

function cacheOf(chain: LocalChain): TtlCache<TokenBalance[]> {
  let cache = caches.get(chain)
  if (!cache) {
    cache = createTtlCache(cacheTtlMs, cacheMaxEntries)
    caches.set(chain, cache)
  }
  return cache
}

/**
 * GET /api/v1/account/{address}/balance: what the account holds on `chainId` (native coin and every
 * deployed token it holds any of), each with its USD price and value. Answers are kept 5 s per
 * account and chain; `forceUpdate` (the CAIP-10 token a transaction just moved) reads afresh.
 */
export const balanceRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    address: AccountParam,
    chainId: CaipNetworkIdParam,
    currency: z.literal('usd').optional(),
    forceUpdate: CaipAddressParam.optional(),
  }),
  run: async ({ address, chainId, forceUpdate }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, `v1/account/${address}/balance`)
    const chain = servedChain(context, chainId.caipNetworkId)
    if (!chain) return { balances: [] }
    const cache = cacheOf(chain)
    const nowMs = context.now().getTime()
    let balances = forceUpdate ? undefined : cache.get(address, nowMs)
    if (!balances) {
      balances = await readTokenBalances(chain, address)
      cache.set(address, balances, nowMs)
    }
    return {
      balances: balances.map(({ token, quantity, price = 0 }) => {
        const numeric = formatUnits(quantity, token.decimals)
        return {
          name: token.name,
          symbol: token.symbol,
          chainId: chain.network.caipNetworkId,
          ...(token.address ? { address: token.caipAddress } : {}),
          value: price * Number(numeric),
          price,
          quantity: { decimals: String(token.decimals), numeric },
          iconUrl: tokenIconUrl(token.symbol),
        }
      }),
    }
  },
})
