import type { ApiContext } from '../api/ApiRoute'
import type { CaipAddressParam } from '../blockchain/CaipAddressParam'
import { type ChainToken, findChainToken } from '../blockchain/ChainToken'
import { type SwapChain, swapChain } from './SwapChain'

/** The chain and the two known tokens of a swap, or what is wrong with the request. */
type SwapPairResolution =
  | { ok: true; chain: SwapChain; from: ChainToken; to: ChainToken }
  | { ok: false; problem: 'network' }
  | { ok: false; problem: 'token'; parameter: 'from' | 'to'; message: string }

/**
 * Finds the chain and tokens of a swap from its CAIP-10 `from` and `to`: `from`'s network must be one
 * the project can swap on, `to` must be on the same network, and both must be tokens the chain knows,
 * and different.
 *
 * @example
 * const pair = resolveSwapPair(context, input.from, input.to)
 * if (!pair.ok && pair.problem === 'network') throw new ApiError(400, 'Network not supported for Swaps')
 */
export function resolveSwapPair(
  context: Pick<ApiContext, 'project' | 'chains'>,
  from: CaipAddressParam,
  to: CaipAddressParam,
): SwapPairResolution {
  const chain = swapChain(context, from.caipNetworkId)
  if (!chain) return { ok: false, problem: 'network' }
  if (to.caipNetworkId !== from.caipNetworkId)
    return {
      ok: false,
      problem: 'token',
      parameter: 'to',
      message: "Expected a token on the network of 'from'",
    }
  const fromToken = findChainToken(chain, from.address)
  if (!fromToken) return { ok: false, problem: 'token', parameter: 'from', message: 'Unknown token' }
  const toToken = findChainToken(chain, to.address)
  if (!toToken) return { ok: false, problem: 'token', parameter: 'to', message: 'Unknown token' }
  if (toToken.caipAddress === fromToken.caipAddress)
    return { ok: false, problem: 'token', parameter: 'to', message: "Expected a token other than 'from'" }
  return { ok: true, chain, from: fromToken, to: toToken }
}
