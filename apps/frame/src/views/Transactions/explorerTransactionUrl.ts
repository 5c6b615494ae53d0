import { isTransactionHash } from '@latch/protocol'
import type { Network } from '@/networks/Network'

/**
 * Where a person reads a transaction: `${blockExplorer.url}/tx/${hash}` on the network's explorer,
 * or undefined when the network has none, its explorer is not an http(s) or same-origin link, or
 * the hash is not one (docs/behaviour.md#validation: 0x and 64 hex digits); a history answer is not trusted with links.
 *
 * @example
 * explorerTransactionUrl(devnetA, '0x' + 'ab'.repeat(32)) // '/explorer/31337/tx/0xabab…'
 */
export function explorerTransactionUrl(
  network: Network | undefined,
  hash: string | undefined,
): string | undefined {
  const base = network?.blockExplorer?.url.replace(/\/+$/, '')
  if (!base || !hash || !isTransactionHash(hash)) return undefined
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
