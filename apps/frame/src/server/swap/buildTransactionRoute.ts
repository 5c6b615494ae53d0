import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { BaseUnitsParam } from '../blockchain/BaseUnitsParam'
import { CaipAddressParam } from '../blockchain/CaipAddressParam'
import { defaultSlippagePercent, SlippageParam } from '../blockchain/SlippageParam'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { buildSwapTransaction } from './buildSwapTransaction'
import { resolveSwapPair } from './resolveSwapPair'

/**
 * POST /api/v1/convert/build-transaction: the router call swapping `amount` of `from` for `to`, with
 * the least output `eip155.slippage` (percent) allows and what it is quoted to yield (`toAmount`).
 */
export const buildTransactionRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    amount: BaseUnitsParam,
    eip155: z.object({ slippage: SlippageParam }).optional(),
    from: CaipAddressParam,
    to: CaipAddressParam,
    userAddress: AccountParam,
  }),
  run: async ({ amount, eip155, from, to, userAddress }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/convert/build-transaction')
    const pair = resolveSwapPair(context, from, to)
    if (!pair.ok && pair.problem === 'network') throw new ApiError(400, 'Network not supported for Swaps')
    if (!pair.ok)
      throw new ApiError(400, `Invalid parameter '${pair.parameter}': ${pair.message}`, {
        parameter: pair.parameter,
      })
    const tx = await buildSwapTransaction(pair.chain, {
      account: userAddress,
      from: pair.from,
      to: pair.to,
      amount,
      slippagePercent: eip155?.slippage ?? defaultSlippagePercent,
    })
    if (!tx)
      throw new ApiError(400, "Invalid parameter 'amount': No swap route yields anything for this amount", {
        parameter: 'amount',
      })
    return { tx }
  },
})
