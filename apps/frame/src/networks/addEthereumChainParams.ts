import type { Network } from './Network'

/** The parameter of wallet_addEthereumChain (docs/behaviour.md#calls fields, EIP-3085). */
type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

/**
 * What a wallet that does not know `network` (it answered 4902) is asked to add. The explorer and
 * image are paths on the frame's origin: a wallet needs absolute URLs, so they are resolved against
 * `origin`, and left out when there is none.
 *
 * @example
 * addEthereumChainParams(devnetB, 'http://127.0.0.1:3000').chainId // '0x7a6a'
 */
export function addEthereumChainParams(network: Network, origin?: string): AddEthereumChainParameter {
  const absolute = (url: string) => {
    try {
      return new URL(url, origin).href
    } catch {
      return undefined
    }
  }
  const explorer = network.blockExplorer && absolute(network.blockExplorer.url)
  const icon = absolute(network.imageUrl)
  return {
    chainId: `0x${network.id.toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [network.rpcUrl],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  }
}
