import { BitcoinTxid } from '@latch/protocol/bitcoinParams'
import { z } from 'zod'
import { BitcoinTxStatus } from '@/networks/esploraShapes'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { esploraJson } from './esploraFetch'
import { requireBitcoinChain } from './servedBitcoinChain'

/**
 * GET /api/v1/bitcoin/tx/{txid}/status: whether a transaction is mined on the Bitcoin network
 * `chainId` (and at which height), in Esplora's shape; one the network does not know is a 404.
 */
export const bitcoinTxStatusRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    chainId: CaipNetworkIdParam,
    txid: BitcoinTxid,
  }),
  run: async ({ chainId, txid }, context) =>
    esploraJson(requireBitcoinChain(context, chainId.caipNetworkId), `/tx/${txid}/status`, BitcoinTxStatus, {
      refused: () => new ApiError(404, `The Bitcoin network ${chainId.caipNetworkId} does not know ${txid}`),
    }),
})
