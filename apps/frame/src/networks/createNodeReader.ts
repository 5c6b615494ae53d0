import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { Network } from './Network'
import type { RpcEndpoint } from './readRpcEndpoint'
import { rpcCall } from './rpcCall'

/**
 * Read-only JSON-RPC calls to the node of whichever network `network()` answers at the time of the
 * call (the active one), at `endpoint(network)`. Without a network it refuses with 4901, as a
 * provider does when it is not connected to the chain asked for.
 *
 * @example
 * const readRpc = createNodeReader(() => activeNetwork(store), rpcEndpoint)
 * await readRpc('eth_blockNumber') // '0x1b4'
 */
export function createNodeReader(
  network: () => Network | undefined,
  endpoint: (network: Network) => RpcEndpoint,
): (method: string, params?: unknown) => Promise<unknown> {
  return async (method, params) => {
    const current = network()
    if (!current)
      throw new ProviderRpcError(
        errorCodes.chainDisconnected,
        'The Provider is not connected to the requested chain.',
      )
    return rpcCall(endpoint(current), method, params)
  }
}
