import { InputText } from '@latch/protocol'
import { z } from 'zod'
import { BitcoinUtxo } from '@/networks/esploraShapes'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { BitcoinAccountParam } from '../blockchain/BitcoinAccountParam'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { esploraJson } from './esploraFetch'
import { checkBitcoinAddress } from './readBitcoinBalance'
import { requireBitcoinChain } from './servedBitcoinChain'

/**
 * GET /api/v1/bitcoin/address/{address}/utxo: the outputs `address` (or its bip122 CAIP-10 id) can
 * spend on the Bitcoin network `chainId`, confirmed or waiting in the mempool (those the mempool
 * already spends left out), in Esplora's shape, read through the network's Esplora API
 * (docs/namespaces.md#bitcoin). An address of another network is a 400 naming `address`.
 */
export const bitcoinUtxoRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam, address: InputText, chainId: CaipNetworkIdParam }),
  run: async ({ address, chainId }, context) => {
    const chain = requireBitcoinChain(context, chainId.caipNetworkId)
    const parsed = BitcoinAccountParam.safeParse(address)
    const account = parsed.success ? parsed.data : address
    checkBitcoinAddress(chain, account)
    return esploraJson(chain, `/address/${encodeURIComponent(account)}/utxo`, BitcoinUtxo.array())
  },
})
