import { errorCodes, ProviderRpcError } from '@latch/protocol'

let nextId = 0

/** One JSON-RPC call to a node, for read-only requests made while no wallet is connected. */
export async function rpcCall(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params: params ?? [] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
  if (body.error)
    throw new ProviderRpcError(body.error.code ?? errorCodes.internal, body.error.message ?? 'RPC error')
  return body.result
}
