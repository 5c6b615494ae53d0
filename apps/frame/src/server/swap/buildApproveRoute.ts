import { maxUint256 } from 'viem'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { BaseUnitsParam } from '../blockchain/BaseUnitsParam'
import { CaipAddressParam } from '../blockchain/CaipAddressParam'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { buildApproveTransaction } from './buildApproveTransaction'
import { resolveSwapPair } from './resolveSwapPair'

/**
 * GET /api/v1/convert/build-approve: the transaction letting the router spend `amount` of `from`
 * (unlimited when no amount is given) for a swap to `to`. The native coin needs no approval.
 */
export const buildApproveRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    userAddress: AccountParam,
    from: CaipAddressParam,
    to: CaipAddressParam,
    amount: BaseUnitsParam.optional(),
  }),
  run: async ({ userAddress, from, to, amount = maxUint256 }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/convert/build-approve')
    const pair = resolveSwapPair(context, from, to)
    if (!pair.ok && pair.problem === 'network') throw new ApiError(400, 'Network not supported for Swaps')
    if (!pair.ok)
      throw new ApiError(400, `Invalid parameter '${pair.parameter}': ${pair.message}`, {
        parameter: pair.parameter,
      })
    const token = pair.from.address
    if (!token)
      throw new ApiError(400, "Invalid parameter 'from': The native token needs no approval", {
        parameter: 'from',
      })
    return { tx: await buildApproveTransaction(pair.chain, { account: userAddress, token, amount }) }
  },
})
