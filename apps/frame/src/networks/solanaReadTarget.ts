import type { RpcTarget } from './readRpcEndpoint'
import type { SolanaNetwork } from './SolanaNetwork'

/**
 * Where a Solana cluster is read: the frame only knows the clusters its server serves
 * (knownSolanaNetworks), so their reads go through its RPC proxy, as Account's balances do.
 *
 * @example
 * rpcCall(controller.rpcEndpoint(solanaReadTarget(localSolanaNetwork)), 'getBalance', [address])
 */
export function solanaReadTarget(network: SolanaNetwork): RpcTarget {
  return { ...network, listed: true }
}
