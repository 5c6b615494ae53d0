import type { SessionKeyEndpoints } from './spendWithSessionKey'

/**
 * The frame server's endpoints for a chain, as a host page reaches them with its projectId (from an
 * origin the project allows): the RPC proxy (reads and the bundler) and the paymaster service.
 *
 * @example
 * frameEndpoints('http://127.0.0.1:3000', 'latch-dev', 31337).paymasterUrl
 * // 'http://127.0.0.1:3000/api/v1/paymaster?projectId=latch-dev&chainId=eip155%3A31337'
 */
export function frameEndpoints(frameUrl: string, projectId: string, chainId: number): SessionKeyEndpoints {
  const query = new URLSearchParams({ projectId, chainId: `eip155:${chainId}` })
  return {
    rpcUrl: new URL(`/api/v1/rpc?${query}`, frameUrl).href,
    paymasterUrl: new URL(`/api/v1/paymaster?${query}`, frameUrl).href,
  }
}
