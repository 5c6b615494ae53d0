import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import type { BitcoinChains } from './BitcoinChain'

/**
 * BTC's price on regtest, in USD: a chain with no market has no price to read, so a fixed reference
 * price stands in, as SOL's does on the local Solana cluster (docs/namespaces.md#bitcoin).
 */
export const regtestBtcUsdPrice = 90_000

/**
 * The Esplora API behind each Bitcoin network: `LATCH_BITCOIN_ESPLORA_URL` (the regtest node of
 * `npm start`, http://127.0.0.1:18443, by default), so that a deployment points the same code at
 * its own Esplora or mempool.space instance.
 *
 * @example
 * const chains = createBitcoinChains(knownBitcoinNetworks, process.env)
 * chains.get('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')?.esploraUrl // 'http://127.0.0.1:18443'
 */
export function createBitcoinChains(
  networks: readonly BitcoinNetwork[],
  env: Record<string, string | undefined>,
): BitcoinChains {
  const esploraUrl = (env.LATCH_BITCOIN_ESPLORA_URL || 'http://127.0.0.1:18443').replace(/\/+$/, '')
  return new Map(
    networks.map((network) => [
      network.caipNetworkId,
      { network, esploraUrl, usdPrice: network.bip84 === 'regtest' ? regtestBtcUsdPrice : undefined },
    ]),
  )
}
