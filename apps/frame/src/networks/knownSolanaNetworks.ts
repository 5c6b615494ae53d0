import type { SolanaNetwork } from './SolanaNetwork'

/**
 * The local Solana cluster of `npm start`. Its genesis changes at every start, so it goes by the
 * name Wallet Standard gives a local validator, `solana:localnet` (docs/namespaces.md).
 */
export const localSolanaNetwork: SolanaNetwork = {
  caipNetworkId: 'solana:localnet',
  name: 'Latch Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrl: process.env.NEXT_PUBLIC_LATCH_SOLANA_RPC ?? 'http://127.0.0.1:8899',
  // The frame serves an explorer for the clusters it reads, as it does for the devnets.
  blockExplorer: { name: 'Latch Explorer', url: '/explorer/solana:localnet' },
}

/** The Solana clusters this frame knows how to reach; a project picks among them. */
export const knownSolanaNetworks: readonly SolanaNetwork[] = [localSolanaNetwork]

/**
 * The known Solana networks among the requested CAIP-2 ids, in the requested order.
 *
 * @example
 * resolveSolanaNetworks(['eip155:31337', 'solana:localnet']) // [Latch Solana Localnet]
 */
export function resolveSolanaNetworks(caipNetworkIds: readonly string[]): SolanaNetwork[] {
  return caipNetworkIds.flatMap((id) => knownSolanaNetworks.filter((network) => network.caipNetworkId === id))
}
