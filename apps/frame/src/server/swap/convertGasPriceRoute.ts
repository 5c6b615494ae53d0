import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { servedChain } from '../blockchain/servedChain'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { readGasPrice } from './readGasPrice'

/** GET /api/v1/convert/gas-price: the standard, fast and instant gas prices of `chainId` in wei. */
export const convertGasPriceRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam, chainId: CaipNetworkIdParam }),
  run: async ({ chainId }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/convert/gas-price')
    const chain = servedChain(context, chainId.caipNetworkId)
    if (!chain) throw new ApiError(400, 'Network not supported for Gas Price')
    const { standard, fast, instant } = await readGasPrice(chain)
    return { standard: String(standard), fast: String(fast), instant: String(instant) }
  },
})
