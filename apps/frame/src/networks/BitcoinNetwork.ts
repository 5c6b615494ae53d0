import type { bip84Networks } from '@latch/keys'
import type { BlockExplorer } from './Network'

/** Which of Bitcoin's networks a BIP-84 key and address belong to (its coin type and address prefix). */
export type Bip84Network = keyof typeof bip84Networks

/**
 * A Bitcoin network the frame can show an account on: its CAIP-2 id (`bip122:` and the first 32
 * hex characters of its genesis block's hash, docs/namespaces.md), its coin, and which BIP-84
 * derivation its addresses take. The server reads it through an Esplora API; a project lists its id
 * among its networks.
 */
export type BitcoinNetwork = {
  caipNetworkId: `bip122:${string}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  bip84: Bip84Network
  /** Where its addresses and transactions are read. */
  blockExplorer?: BlockExplorer
}
