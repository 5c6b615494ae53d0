import { isBitcoinAddress } from '@/networks/isBitcoinAddress'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import type { BitcoinChain } from './BitcoinChain'

const log = serverLog('bitcoin')
const bitcoinReadTimeoutMs = 10_000

/** Esplora's funded and spent outputs of an address, confirmed or in the mempool. */
type TxoStats = { funded_txo_sum: number; spent_txo_sum: number }

function isTxoStats(value: unknown): value is TxoStats {
  const stats = value as TxoStats | undefined
  return Number.isSafeInteger(stats?.funded_txo_sum) && Number.isSafeInteger(stats?.spent_txo_sum)
}

/**
 * What `address` holds on a Bitcoin network, in satoshis, read from its Esplora API
 * (`GET /address/:address`): what its outputs received less what they spent, confirmed or waiting in
 * the mempool (as Bitcoin wallets show a balance), with BTC's price. An address of another network is
 * a 400 naming `address`; an Esplora that does not answer within 10 s, or answers nonsense, a 502.
 *
 * @example
 * await readBitcoinBalance(chain, 'bcrt1q…') // { token: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, quantity: 5000000000n, price: 90000 }
 */
export async function readBitcoinBalance(chain: BitcoinChain, address: string) {
  const { network, esploraUrl } = chain
  if (!isBitcoinAddress(address, network.bip84))
    throw new ApiError(400, `Invalid parameter 'address': Expected an address of ${network.name}`, {
      parameter: 'address',
    })
  const stats = await fetch(`${esploraUrl}/address/${encodeURIComponent(address)}`, {
    signal: AbortSignal.timeout(bitcoinReadTimeoutMs),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
      return (await response.json()) as { chain_stats?: unknown; mempool_stats?: unknown }
    })
    .then((answer) => {
      if (!isTxoStats(answer.chain_stats) || !isTxoStats(answer.mempool_stats))
        throw new Error('not an Esplora address answer')
      return [answer.chain_stats, answer.mempool_stats]
    })
    .catch((error: unknown) => {
      log.error(`the Bitcoin network ${network.caipNetworkId} did not answer`, { error })
      throw new ApiError(502, `The Bitcoin network ${network.caipNetworkId} did not answer`)
    })
  const sats = stats.reduce(
    (sum, { funded_txo_sum, spent_txo_sum }) => sum + funded_txo_sum - spent_txo_sum,
    0,
  )
  return { token: network.nativeCurrency, quantity: BigInt(sats), price: chain.usdPrice }
}
