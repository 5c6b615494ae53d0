import type { SolanaCluster, SolanaClusters } from '../../solana/SolanaCluster'

/**
 * The served Solana cluster an explorer URL names by its CAIP-2 id (`/explorer/solana:localnet/…`,
 * the colon as written or percent-encoded); undefined for anything else.
 *
 * @example
 * explorerSolanaCluster(clusters, 'solana%3Alocalnet')?.network.name // 'Latch Solana Localnet'
 */
export function explorerSolanaCluster(clusters: SolanaClusters, param: string): SolanaCluster | undefined {
  const match = /^solana(?::|%3A)([-_a-zA-Z0-9]{1,32})$/i.exec(param)
  return match ? clusters.get(`solana:${match[1]}`) : undefined
}
