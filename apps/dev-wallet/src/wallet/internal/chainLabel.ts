import type { KnownChain } from '../DevWalletChain'

/** A CAIP-2 chain as the user reads it: its name when the wallet knows it, always its id. */
export function chainLabel(caipChainId: string, chains: readonly KnownChain[]): string {
  const chain = chains.find((known) => known.caipNetworkId === caipChainId)
  return chain ? `${chain.name} (${caipChainId})` : caipChainId
}
