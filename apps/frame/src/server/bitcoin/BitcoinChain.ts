import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'

/** A Bitcoin network the server reads: the network, the Esplora API it reads it through, and BTC's price there. */
export type BitcoinChain = {
  network: BitcoinNetwork
  /** An Esplora REST API (Blockstream's or mempool.space's shape), without a trailing slash. */
  esploraUrl: string
  /** BTC in USD; undefined where no price is known. */
  usdPrice: number | undefined
}

/** The Bitcoin networks the server serves, by CAIP-2 id. */
export type BitcoinChains = ReadonlyMap<string, BitcoinChain>
