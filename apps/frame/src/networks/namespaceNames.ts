import type { ChainNamespace } from '@latch/protocol'

/** What the views call each namespace (docs/namespaces.md). */
export const namespaceNames: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  near: 'NEAR',
}
