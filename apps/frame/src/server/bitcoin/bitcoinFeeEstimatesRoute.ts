import { z } from 'zod'
import { BitcoinFeeEstimates } from '@/networks/esploraShapes'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { esploraJson } from './esploraFetch'
import { requireBitcoinChain } from './servedBitcoinChain'

/**
 * GET /api/v1/bitcoin/fee-estimates: the fee rate (sat/vB) that confirms a transaction within each
 * number of blocks on the Bitcoin network `chainId`, in Esplora's shape, read through its Esplora API.
 */
export const bitcoinFeeEstimatesRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam, chainId: CaipNetworkIdParam }),
  run: async ({ chainId }, context) =>
    esploraJson(requireBitcoinChain(context, chainId.caipNetworkId), '/fee-estimates', BitcoinFeeEstimates),
})
