import { isSolanaSignature, isTransactionHash } from '@latch/protocol'
import type { Network } from '@/networks/Network'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'

/**
 * Where a person reads a transaction: `${blockExplorer.url}/tx/${hash}` on the network's explorer,
 * or undefined when the network has none, its explorer is not an http(s) or same-origin link, or
 * the hash is not one of the network's (docs/behaviour.md#validation: 0x and 64 hex digits; on
 * Solana a base58 signature); a history answer is not trusted with links.
 *
 * @example
 * explorerTransactionUrl(devnetA, '0x' + 'ab'.repeat(32)) // '/explorer/31337/tx/0xabab…'
 */
export function explorerTransactionUrl(
  network: Pick<Network | SolanaNetwork, 'caipNetworkId' | 'blockExplorer'> | undefined,
  hash: string | undefined,
): string | undefined {
  const base = network?.blockExplorer?.url.replace(/\/+$/, '')
  const isHash = network?.caipNetworkId.startsWith('solana:') ? isSolanaSignature : isTransactionHash
  if (!base || !hash || !isHash(hash)) return undefined
  const sameOrigin = base.startsWith('/') && !base.startsWith('//') && !base.includes('\\')
  if (!sameOrigin) {
    try {
      const url = new URL(base)
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
        return undefined
    } catch {
      return undefined
    }
  }
  return `${base}/tx/${hash}`
}
