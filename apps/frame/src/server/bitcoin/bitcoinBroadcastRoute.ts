import { bitcoinTxidPattern } from '@latch/protocol/bitcoinTxidPattern'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { esploraFetch } from './esploraFetch'
import { requireBitcoinChain } from './servedBitcoinChain'

// A standard transaction weighs at most 400,000 units, so it is under 400,000 bytes.
const maxTransactionHexLength = 800_000

/**
 * POST /api/v1/bitcoin/tx: broadcasts a signed transaction (`hex`) on the Bitcoin network `chainId`
 * through its Esplora API and answers `{ txid }`. A transaction the network refuses is a 400 naming
 * `hex` with the network's reason (as Esplora's `POST /tx` words it); the server signs nothing.
 */
export const bitcoinBroadcastRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    chainId: CaipNetworkIdParam,
    hex: z
      .string()
      .max(maxTransactionHexLength, 'Expected a transaction of at most 400,000 bytes')
      .regex(/^(?:[0-9a-fA-F]{2})+$/, 'Expected a transaction in hex'),
  }),
  run: async ({ chainId, hex }, context) => {
    const chain = requireBitcoinChain(context, chainId.caipNetworkId)
    const txid = (
      await esploraFetch(chain, '/tx', {
        body: hex.toLowerCase(),
        refused: (reason) =>
          new ApiError(400, `The Bitcoin network refused the transaction: ${reason}`, {
            parameter: 'hex',
            reason,
          }),
      })
    ).trim()
    if (!bitcoinTxidPattern.test(txid))
      throw new ApiError(502, `The Bitcoin network ${chainId.caipNetworkId} did not answer`)
    return { txid }
  },
})
