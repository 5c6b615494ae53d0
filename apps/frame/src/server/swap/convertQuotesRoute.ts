import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { BaseUnitsParam } from '../blockchain/BaseUnitsParam'
import { CaipAddressParam } from '../blockchain/CaipAddressParam'
import { proxyUpstream } from '../upstream/proxyUpstream'
import type { SwapRoute } from './findSwapRoute'
import { providerFeeRate } from './providerFee'
import { quoteSwap } from './quoteSwap'
import { resolveSwapPair } from './resolveSwapPair'

/**
 * GET /api/v1/convert/quotes: what swapping `amount` (base units of `from`) yields in `to`, after the
 * provider fee. No quotes for an unsupported network, unknown tokens, no route between them, or an
 * amount the pools cannot fill (one that yields nothing, makes the router revert, or is more than a
 * pool on the way holds).
 * `gasPrice` is accepted as the SDK sends it; the quote does not depend on it.
 */
export const convertQuotesRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    amount: BaseUnitsParam,
    userAddress: AccountParam,
    from: CaipAddressParam,
    to: CaipAddressParam,
    gasPrice: BaseUnitsParam.optional(),
  }),
  run: async ({ amount, from, to }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/convert/quotes')
    const pair = resolveSwapPair(context, from, to)
    if (!pair.ok) return { quotes: [] }
    const quote = await quoteSwap(pair.chain, pair.from, pair.to, amount)
    if (!quote || overfillsPools(quote.route)) return { quotes: [] }
    return {
      quotes: [
        {
          id: null,
          fromAmount: String(amount),
          fromAccount: from.caipAddress,
          toAmount: String(quote.route.amountOut),
          toAccount: to.caipAddress,
          fee: { rate: providerFeeRate, amount: String(quote.fee) },
        },
      ],
    }
  },
})

/**
 * Whether the swap puts into some pool on its path more than that pool holds of the token going in:
 * it would take over half of the pool's other side whatever the price, which no pool is there to fill.
 */
function overfillsPools(route: SwapRoute): boolean {
  return route.reserves.some((pool, index) => (route.amounts[index] ?? 0n) > pool.reserveIn)
}
