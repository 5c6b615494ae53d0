import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { chainTokens } from '../blockchain/ChainToken'
import { tokenIconUrl } from '../blockchain/tokenIconUrl'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { swapChain } from './SwapChain'

/** GET /api/v1/convert/tokens: the tokens one can swap on `chainId`, native coin first; none where swaps are unsupported. */
export const convertTokensRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam, chainId: CaipNetworkIdParam }),
  run: async ({ chainId }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/convert/tokens')
    const chain = swapChain(context, chainId.caipNetworkId)
    if (!chain) return { tokens: [] }
    return {
      tokens: chainTokens(chain).map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: token.caipAddress,
        decimals: token.decimals,
        logoUri: tokenIconUrl(token.symbol),
      })),
    }
  },
})
