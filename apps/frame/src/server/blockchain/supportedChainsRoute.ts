import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { servedBitcoinChain } from '../bitcoin/servedBitcoinChain'
import { servedSolanaCluster } from '../solana/servedSolanaCluster'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { servedChain } from './servedChain'

/**
 * GET /api/v1/supported-chains: the project's networks this server can answer for (eip155, solana and bip122),
 * over HTTP (no WebSocket endpoints), in the project's order.
 */
export const supportedChainsRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam }),
  run: async (_input, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/supported-chains')
    return {
      http: context.project.networks.filter(
        (id) =>
          servedChain(context, id) ?? servedSolanaCluster(context, id) ?? servedBitcoinChain(context, id),
      ),
      ws: [],
    }
  },
})
