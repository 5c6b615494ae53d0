import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { AccountParam } from '../blockchain/AccountParam'
import { BaseUnitsParam } from '../blockchain/BaseUnitsParam'
import { CaipAddressParam } from '../blockchain/CaipAddressParam'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { providerFeeRate } from './providerFee'
import { quoteSwap } from './quoteSwap'
import { resolveSwapPair } from './resolveSwapPair'

/**
 * GET /api/v1/convert/quotes: what swapping `amount` (base units of `from`) yields in `to`, after the
 * provider fee. No quotes for an unsupported network, unknown tokens, or no route between them.
 * `gasPrice` is accepted as the SDK sends it; the quote does not depend on it.
 */
export const convertQuotesRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: z.string(),
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
    if (!quote) return { quotes: [] }
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
