import { z } from 'zod'
import { isBitcoinAddress } from '@/networks/isBitcoinAddress'
import { ApiError } from '../api/ApiError'
import type { BitcoinChain } from './BitcoinChain'
import { esploraJson } from './esploraFetch'

/** Esplora's funded and spent outputs of an address, confirmed or in the mempool. */
const TxoStats = z.object({
  funded_txo_sum: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  spent_txo_sum: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
})
const AddressStats = z.object({ chain_stats: TxoStats, mempool_stats: TxoStats })

/**
 * Refuses an address that is not one of `chain`'s network with a 400 naming `address`.
 *
 * @example
 * checkBitcoinAddress(regtestChain, 'bc1q…') // throws: Invalid parameter 'address': Expected an address of Latch Bitcoin Regtest
 */
export function checkBitcoinAddress(chain: BitcoinChain, address: string, parameter = 'address'): void {
  if (!isBitcoinAddress(address, chain.network.bip84))
    throw new ApiError(
      400,
      `Invalid parameter '${parameter}': Expected an address of ${chain.network.name}`,
      {
        parameter,
      },
    )
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
  checkBitcoinAddress(chain, address)
  const { chain_stats, mempool_stats } = await esploraJson(
    chain,
    `/address/${encodeURIComponent(address)}`,
    AddressStats,
  )
  const sats = [chain_stats, mempool_stats].reduce(
    (sum, { funded_txo_sum, spent_txo_sum }) => sum + funded_txo_sum - spent_txo_sum,
    0,
  )
  return { token: chain.network.nativeCurrency, quantity: BigInt(sats), price: chain.usdPrice }
}
