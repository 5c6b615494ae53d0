import type { Network } from './Network'

/** A network of any namespace as far as where its reads go: its CAIP-2 id, its own RPC, and whether the project lists it. */
export type RpcTarget = Pick<Network, 'rpcUrl' | 'listed'> & { caipNetworkId: string }

/** Where a JSON-RPC read goes: the URL, and the headers to send with it. */
export type RpcEndpoint = { url: string; headers: Record<string, string> }

/** What the frame knows of itself that the proxy's address needs. */
type RpcEndpointContext = {
  projectId: string
  /** The frame's own origin, where its server answers; unknown outside a browser (unit tests in Node). */
  frameOrigin: string | undefined
  /** The host page the frame serves (from the handshake), which the proxy checks as any /api call. */
  hostOrigin: string | undefined
}

/**
 * Where the frame reads `network` (docs/behaviour.md#calls): a listed network through its own server's RPC
 * proxy, with chainId and projectId in the query and the host page named in `x-latch-origin` as
 * the frame's /api calls do; any other network, and any network while the frame's or the host's
 * origin is unknown, at its own `rpcUrl`.
 *
 * @example
 * readRpcEndpoint(devnetA, { projectId: 'latch-dev', frameOrigin: 'https://frame.example', hostOrigin: 'https://shop.example' })
 * // { url: 'https://frame.example/api/v1/rpc?chainId=eip155%3A31337&projectId=latch-dev', headers: { 'x-latch-origin': 'https://shop.example' } }
 */
export function readRpcEndpoint(network: RpcTarget, context: RpcEndpointContext): RpcEndpoint {
  const { projectId, frameOrigin, hostOrigin } = context
  if (!network.listed || !frameOrigin || !hostOrigin) return { url: network.rpcUrl, headers: {} }
  const url = new URL('/api/v1/rpc', frameOrigin)
  url.searchParams.set('chainId', network.caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return { url: url.href, headers: { 'x-latch-origin': hostOrigin } }
}
