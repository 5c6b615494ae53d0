import type { LocalChain } from '../chain/LocalChain'

/** The chain an explorer page is about, as the page names it. */
export type ExplorerChainInfo = { id: number; name: string; nativeSymbol: string }

/** An address as an explorer page shows it: checksummed, with its `.latch.id` name when it has one. */
export type ExplorerParty = { address: `0x${string}`; name: string | null }

/**
 * The page's view of a served chain.
 *
 * @example
 * explorerChainInfo(chain) // { id: 31337, name: 'Latch Devnet A', nativeSymbol: 'ETH' }
 */
export function explorerChainInfo(chain: LocalChain): ExplorerChainInfo {
  return { id: chain.network.id, name: chain.network.name, nativeSymbol: chain.network.nativeCurrency.symbol }
}
