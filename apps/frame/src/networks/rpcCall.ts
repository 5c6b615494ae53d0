import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { RpcEndpoint } from '@/networks/readRpcEndpoint'

let nextId = 0

/**
 * One JSON-RPC read at `endpoint` (readRpcEndpoint's answer: the frame's RPC proxy or the chain's
 * own RPC). The node's error comes back as a ProviderRpcError with its code; a refusal of the proxy
 * itself (a 4xx whose body is `{ error }`) with the proxy's text.
 *
 * @example
 * await rpcCall(controller.rpcEndpoint(network), 'eth_blockNumber', []) // '0x1b4'
 */
export async function rpcCall(endpoint: RpcEndpoint, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(endpoint.url, {
    method: 'POST',
    headers: { ...endpoint.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params: params ?? [] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json().catch(() => ({}))) as {
    result?: unknown
    error?: { code?: number; message?: string; data?: unknown } | string
  }
  if (typeof body.error === 'string' || (!response.ok && !body.error))
    throw new ProviderRpcError(
      errorCodes.internal,
      typeof body.error === 'string' ? body.error : `RPC request failed (${response.status})`,
    )
  if (body.error)
    throw new ProviderRpcError(body.error.code ?? errorCodes.internal, body.error.message ?? 'RPC error', {
      data: body.error.data,
    })
  return body.result
}
