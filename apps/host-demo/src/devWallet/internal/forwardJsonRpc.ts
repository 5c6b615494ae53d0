import { ProviderRpcError } from '@latch/protocol/errors'

type JsonRpcAnswer = { result?: unknown; error?: { code: number; message: string; data?: unknown } }

let nextId = 0

/** Sends one JSON-RPC call to a node and returns its result; the node's errors keep their code. */
export async function forwardJsonRpc(
  fetchFn: typeof fetch,
  url: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  nextId += 1
  let response: Response
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId, method, params: params ?? [] }),
    })
  } catch {
    throw new ProviderRpcError(4901, `Could not reach the devnet at ${url}. Is \`npm start\` running?`)
  }
  let answer: JsonRpcAnswer
  try {
    answer = (await response.json()) as JsonRpcAnswer
  } catch {
    throw new ProviderRpcError(-32603, `The devnet at ${url} answered HTTP ${response.status} without JSON.`)
  }
  if (answer.error)
    throw new ProviderRpcError(answer.error.code, answer.error.message, { data: answer.error.data })
  return answer.result
}
