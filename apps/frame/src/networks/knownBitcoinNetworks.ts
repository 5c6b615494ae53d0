import type { BitcoinNetwork } from './BitcoinNetwork'

/** The regtest node of `npm start`: every regtest chain has the same genesis block, so the same id. */
export const localBitcoinNetwork: BitcoinNetwork = {
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Latch Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  bip84: 'regtest',
}

/** The Bitcoin networks this frame knows how to reach; a project picks among them. */
export const knownBitcoinNetworks: readonly BitcoinNetwork[] = [localBitcoinNetwork]

/**
 * The known Bitcoin networks among the requested CAIP-2 ids, in the requested order.
 *
 * @example
 * resolveBitcoinNetworks(['eip155:31337', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328']) // [Latch Bitcoin Regtest]
 */
export function resolveBitcoinNetworks(caipNetworkIds: readonly string[]): BitcoinNetwork[] {
  return caipNetworkIds.flatMap((id) =>
    knownBitcoinNetworks.filter((network) => network.caipNetworkId === id),
  )
}
