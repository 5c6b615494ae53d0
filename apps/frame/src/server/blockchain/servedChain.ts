import type { ApiContext } from '../api/ApiRoute'
import type { LocalChain } from '../chain/LocalChain'

/**
 * The chain behind a CAIP-2 id when the server can answer for it on this project's behalf: one of
 * the project's networks that the server has a node for. Anything else is an unsupported network.
 *
 * @example
 * servedChain(context, 'eip155:31337')?.client.getBlockNumber()
 */
export function servedChain(
  context: Pick<ApiContext, 'project' | 'chains'>,
  caipNetworkId: string,
): LocalChain | undefined {
  if (!context.project.networks.includes(caipNetworkId)) return undefined
  for (const chain of context.chains.values()) if (chain.network.caipNetworkId === caipNetworkId) return chain
  return undefined
}
