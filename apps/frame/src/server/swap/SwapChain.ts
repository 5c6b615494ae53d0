import type { ApiContext } from '../api/ApiRoute'
import { servedChain } from '../blockchain/servedChain'
import type { Deployment } from '../chain/Deployment'
import type { LocalChain } from '../chain/LocalChain'

/** A served chain with an AMM deployed on it: where the swap calls can quote and build. */
export type SwapChain = LocalChain & { deployment: Deployment }

/**
 * The chain behind a CAIP-2 id when the server can swap on it for this project; anything else is a
 * network not supported for swaps.
 *
 * @example
 * const chain = swapChain(context, 'eip155:31337')
 * if (!chain) throw new ApiError(400, 'Network not supported for Swaps')
 */
export function swapChain(
  context: Pick<ApiContext, 'project' | 'chains'>,
  caipNetworkId: string,
): SwapChain | undefined {
  const chain = servedChain(context, caipNetworkId)
  const deployment = chain?.deployment
  return chain && deployment ? { ...chain, deployment } : undefined
}
