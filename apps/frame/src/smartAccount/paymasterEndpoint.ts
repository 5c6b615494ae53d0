import type { RpcEndpoint } from '@/networks/readRpcEndpoint'

const rpcProxyPath = '/api/v1/rpc'

/**
 * Where the frame's server answers ERC-7677 for a network (its paymaster service beside its RPC
 * proxy, with the same chainId, projectId and host origin), or undefined when the network is read
 * at its own RPC: only the frame's server can sponsor.
 *
 * @example
 * paymasterEndpoint({ url: 'https://frame.example/api/v1/rpc?chainId=eip155%3A31337&projectId=latch-dev', headers })
 * // { url: 'https://frame.example/api/v1/paymaster?chainId=eip155%3A31337&projectId=latch-dev', headers }
 */
export function paymasterEndpoint(rpc: RpcEndpoint): RpcEndpoint | undefined {
  const url = URL.canParse(rpc.url) ? new URL(rpc.url) : undefined
  if (url?.pathname !== rpcProxyPath) return undefined
  url.pathname = '/api/v1/paymaster'
  return { url: url.href, headers: rpc.headers }
}
