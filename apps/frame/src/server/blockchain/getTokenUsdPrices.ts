import type { LocalChain } from '../chain/LocalChain'
import { pairReserveCalls } from './internal/pairReserveCalls'
import { usdPricesFromReserves } from './internal/usdPricesFromReserves'

/**
 * The USD price of one whole token of each token the chain's AMM prices, from the pools' current
 * reserves against the USD stablecoin: keyed by lowercased address, plus `native` for the chain's
 * own coin (priced as WETH). One multicall; a chain without a deployment has no prices.
 *
 * @example
 * const prices = await getTokenUsdPrices(chain)
 * prices.get(token.toLowerCase()) // 2.0004…
 * prices.get('native') // 3001.2…
 */
export async function getTokenUsdPrices(chain: LocalChain): Promise<Map<string, number>> {
  const { deployment } = chain
  if (!deployment) return new Map()
  const calls = pairReserveCalls(deployment)
  const results = await chain.client.multicall({ contracts: calls.contracts, allowFailure: false })
  return usdPricesFromReserves(deployment, calls.decode(results))
}
