import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import type { LocalChain } from '../chain/LocalChain'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { CaipAddressParam } from './CaipAddressParam'
import { findChainToken } from './ChainToken'
import { getTokenUsdPrices } from './getTokenUsdPrices'
import { servedChain } from './servedChain'
import { tokenIconUrl } from './tokenIconUrl'

/**
 * POST /api/v1/fungible/price: the USD price of each CAIP-10 token asked for (the native coin by its
 * placeholder address), echoing the address as given. Tokens on unsupported networks, unknown or
 * unpriced ones are left out. The pools of each chain are read once.
 */
export const fungiblePriceRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    currency: z.literal('usd').optional(),
    addresses: z.array(CaipAddressParam).min(1).max(100),
  }),
  run: async ({ addresses }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/fungible/price')
    const prices = new Map<LocalChain, Promise<Map<string, number>>>()
    const seen = new Set<string>()
    const fungibles = await Promise.all(
      addresses.map(async ({ caipAddress, caipNetworkId, address }) => {
        const chain = servedChain(context, caipNetworkId)
        const token = chain && findChainToken(chain, address)
        if (!chain || !token || seen.has(caipAddress)) return []
        seen.add(caipAddress)
        let chainPrices = prices.get(chain)
        if (!chainPrices) {
          chainPrices = getTokenUsdPrices(chain)
          prices.set(chain, chainPrices)
        }
        const price = (await chainPrices).get(token.address?.toLowerCase() ?? 'native')
        if (price === undefined) return []
        return [
          {
            name: token.name,
            symbol: token.symbol,
            iconUrl: tokenIconUrl(token.symbol),
            price,
            address: caipAddress,
          },
        ]
      }),
    )
    return { fungibles: fungibles.flat() }
  },
})
