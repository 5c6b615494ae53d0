import type { ChainToken } from '../blockchain/ChainToken'
import { findSwapRoute, type SwapRoute } from './findSwapRoute'
import { providerFee } from './providerFee'
import type { SwapChain } from './SwapChain'

/** A priced swap: the provider fee taken from the input, what is left to swap, and the route it takes. */
type SwapQuote = { fee: bigint; amountIn: bigint; route: SwapRoute }

/**
 * Quotes swapping `amount` (base units of `from`): the provider fee of docs/behaviour.md#constants-and-limits comes off the
 * input, and the rest goes through the pools. Undefined when there is nothing left to swap or no route.
 *
 * @example
 * const quote = await quoteSwap(chain, usdl, ltch, 1_000_000n)
 * quote?.route.amountOut // what 991500 USDL base units yield in LTCH base units
 */
export async function quoteSwap(
  chain: SwapChain,
  from: ChainToken,
  to: ChainToken,
  amount: bigint,
): Promise<SwapQuote | undefined> {
  const fee = providerFee(amount)
  const amountIn = amount - fee
  if (amountIn <= 0n) return undefined
  const route = await findSwapRoute(chain, from, to, amountIn)
  return route && { fee, amountIn, route }
}
