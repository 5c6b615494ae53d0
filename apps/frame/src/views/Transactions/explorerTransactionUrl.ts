import { isSolanaSignature, isTransactionHash } from '@latch/protocol'
import { BitcoinTxid } from '@latch/protocol/bitcoinParams'
import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import type { Network } from '@/networks/Network'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'

// A Bitcoin transaction's id, without 0x, as mempool.space and Esplora link it.
const isBitcoinTxid = (hash: string) => BitcoinTxid.safeParse(hash).success

/**
 * Where a person reads a transaction: `${blockExplorer.url}/tx/${hash}` on the network's explorer,
 * or undefined when the network has none, its explorer is not an http(s) or same-origin link, or
 * the hash is not one of the network's (docs/behaviour.md#validation: 0x and 64 hex digits; on
 * Solana a base58 signature; on Bitcoin 64 hex digits); a history answer is not trusted with links.
 *
 * @example
 * explorerTransactionUrl(devnetA, '0x' + 'ab'.repeat(32)) // '/explorer/31337/tx/0xabab…'
 */
export function explorerTransactionUrl(
  network: Pick<Network | SolanaNetwork | BitcoinNetwork, 'caipNetworkId' | 'blockExplorer'> | undefined,
  hash: string | undefined,
): string | undefined {
  const base = network?.blockExplorer?.url.replace(/\/+$/, '')
  const namespace = network?.caipNetworkId.split(':')[0]
  const isHash =
    namespace === 'solana' ? isSolanaSignature : namespace === 'bip122' ? isBitcoinTxid : isTransactionHash
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
