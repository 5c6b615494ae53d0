import { erc20Abi, maxUint256 } from 'viem'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { CaipAddressParam } from '../blockchain/CaipAddressParam'
import { findChainToken } from '../blockchain/ChainToken'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { swapChain } from './SwapChain'

/**
 * GET /api/v1/convert/allowance: how much of `tokenAddress` (CAIP-10) the router may spend for
 * `userAddress`, in base units. The native coin needs no approval, so it is unlimited; an unsupported
 * network allows nothing.
 */
export const convertAllowanceRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam, tokenAddress: CaipAddressParam, userAddress: AccountParam }),
  run: async ({ tokenAddress, userAddress }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/convert/allowance')
    const chain = swapChain(context, tokenAddress.caipNetworkId)
    if (!chain) return { allowance: '0' }
    const token = findChainToken(chain, tokenAddress.address)
    if (!token)
      throw new ApiError(400, "Invalid parameter 'tokenAddress': Unknown token", {
        parameter: 'tokenAddress',
      })
    if (!token.address) return { allowance: String(maxUint256) }
    const allowance = await chain.client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [userAddress, chain.deployment.router],
    })
    return { allowance: String(allowance) }
  },
})
