import { BitcoinTxid } from '@latch/protocol/bitcoinParams'
import { z } from 'zod'
import { BitcoinFeeEstimates, BitcoinTxStatus, BitcoinUtxo } from '@/networks/esploraShapes'
import type { ApiClient } from './createApiClient'

/** The confirmation target a transfer is priced for, in blocks: about half an hour. */
export const bitcoinConfirmationTarget = 3

const Broadcast = z.object({ txid: BitcoinTxid })

/** The frame's server's Esplora-shaped API for one Bitcoin network, its answers checked. */
export type BitcoinApi = ReturnType<typeof createBitcoinApi>

/**
 * The calls a Bitcoin wallet in the frame makes to its server's Esplora-shaped API
 * (docs/namespaces.md#bitcoin) on the network `caipNetworkId`, each answer checked against its
 * shape: what an address can spend, the fee rate that confirms within three blocks (the nearest
 * target the network estimates, at least 1 sat/vB), a broadcast, and a transaction's status.
 *
 * @example
 * const bitcoin = createBitcoinApi(api, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
 * const { txid } = await bitcoin.broadcast(signedHex)
 */
export function createBitcoinApi(api: ApiClient, caipNetworkId: string) {
  const query = { chainId: caipNetworkId }
  return {
    async utxos(address: string): Promise<BitcoinUtxo[]> {
      const answer = await api(`/api/v1/bitcoin/address/${encodeURIComponent(address)}/utxo`, { query })
      return BitcoinUtxo.array().parse(answer)
    },
    async feeRate(): Promise<number> {
      const estimates = BitcoinFeeEstimates.parse(await api('/api/v1/bitcoin/fee-estimates', { query }))
      const targets = Object.keys(estimates)
        .map(Number)
        .sort((a, b) => a - b)
      const target = targets.find((blocks) => blocks >= bitcoinConfirmationTarget) ?? targets.at(-1)
      return Math.max(1, target === undefined ? 1 : (estimates[String(target)] ?? 1))
    },
    async broadcast(hex: string): Promise<{ txid: string }> {
      return Broadcast.parse(
        await api('/api/v1/bitcoin/tx', {
          method: 'POST',
          body: { chainId: caipNetworkId, hex },
          idempotent: true,
        }),
      )
    },
    async status(txid: string): Promise<BitcoinTxStatus> {
      return BitcoinTxStatus.parse(await api(`/api/v1/bitcoin/tx/${txid}/status`, { query }))
    },
  }
}
