import type { Address } from 'viem'
import { nativeTokenAddress } from '@/networks/nativeTokenAddress'
import type { LocalChain } from '../chain/LocalChain'

/** A token the server knows on a chain: the native coin (no `address`) or a deployed ERC-20. */
export type ChainToken = {
  /** CAIP-10, with the native placeholder address for the native coin. */
  caipAddress: string
  address: Address | undefined
  name: string
  symbol: string
  decimals: number
}

/**
 * The chain's tokens, native coin first, then the deployed ERC-20s in the deployment's order.
 *
 * @example
 * chainTokens(chain).map((token) => token.symbol) // ['ETH', 'USDL', 'WETH', 'LTCH', 'LBTC']
 */
export function chainTokens(chain: LocalChain): ChainToken[] {
  const { caipNetworkId, nativeCurrency } = chain.network
  return [
    { caipAddress: `${caipNetworkId}:${nativeTokenAddress}`, address: undefined, ...nativeCurrency },
    ...(chain.deployment?.tokens ?? []).map(({ address, name, symbol, decimals }) => ({
      caipAddress: `${caipNetworkId}:${address}`,
      address,
      name,
      symbol,
      decimals,
    })),
  ]
}

/**
 * The chain's token at `address` (any letter case; the native placeholder for the native coin).
 *
 * @example
 * findChainToken(chain, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')?.symbol // 'ETH'
 */
export function findChainToken(chain: LocalChain, address: string): ChainToken | undefined {
  const wanted = address.toLowerCase()
  return chainTokens(chain).find((token) => (token.address?.toLowerCase() ?? nativeTokenAddress) === wanted)
}
