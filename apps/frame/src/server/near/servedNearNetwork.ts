import { resolveNearNetworks } from '@/networks/knownNearNetworks'
import type { NearNetwork } from '@/networks/NearNetwork'
import type { ApiContext } from '../api/ApiRoute'

/**
 * The NEAR network behind a CAIP-2 id when it is one of the project's networks and one the frame
 * knows (NEAR Mainnet or Testnet). The server reads no NEAR node (docs/namespaces.md#near): what it
 * does for such a network needs none, as checking an implicit account's signature.
 *
 * @example
 * servedNearNetwork(context, 'near:testnet')?.name // 'NEAR Testnet' where the project lists it
 */
export function servedNearNetwork(
  context: Pick<ApiContext, 'project'>,
  caipNetworkId: string,
): NearNetwork | undefined {
  if (!context.project.networks.includes(caipNetworkId)) return undefined
  return resolveNearNetworks([caipNetworkId])[0]
}
