import type { LocalChain } from '../chain/LocalChain'

/**
 * The chain an explorer page is about, as the page names it: an EVM chain by its number, a Solana
 * cluster by its CAIP-2 id (the explorer's URLs name them so).
 */
export type ExplorerChainInfo = { id: number | string; name: string; nativeSymbol: string }

/** One balance on an address page. */
export type ExplorerBalance = {
  symbol: string
  name: string
  /** The token's address (an ERC-20's, an SPL mint's); undefined for the native coin. */
  token: string | undefined
  /** In whole tokens. */
  amount: string
  /** In USD, when the chain prices the token. */
  usdValue: number | undefined
}

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
