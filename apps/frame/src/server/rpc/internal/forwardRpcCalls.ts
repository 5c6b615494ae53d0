import { BaseError } from '@latch/protocol'
import type { JsonRpcAnswer, JsonRpcCall } from '@/server/rpc/JsonRpcCall'

/** The node could not be reached, or answered with something other than JSON-RPC. */
export class NodeUnavailableError extends BaseError {
  override name = 'NodeUnavailableError' as const
}

type NodeAnswer = {
  id?: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * Sends `calls` to a JSON-RPC endpoint (the chain's node, or the upstream provider's proxy) and
 * answers one JSON-RPC answer per call, in order, each under its caller's id. The node sees ids of
 * our own (the calls' positions), so a batch with repeated or odd ids still pairs up; one call goes
 * as a single request, more as a batch. A node that does not answer within 10 s, or whose answer is
 * not JSON-RPC, throws NodeUnavailableError.
 *
 * @example
 * const [answer] = await forwardRpcCalls('http://127.0.0.1:8545', [{ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }])
 * // { jsonrpc: '2.0', id: 1, result: '0x0' }
 */
export async function forwardRpcCalls(
  target: string | URL,
  calls: readonly JsonRpcCall[],
): Promise<JsonRpcAnswer[]> {
  const outgoing = calls.map((call, index) => ({
    jsonrpc: '2.0' as const,
    id: index,
    method: call.method,
    ...(call.params === undefined ? {} : { params: call.params }),
  }))
  let body: unknown
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(outgoing.length === 1 ? outgoing[0] : outgoing),
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    })
    body = await response.json()
  } catch (error) {
    throw new NodeUnavailableError(error instanceof Error ? error.message : String(error), { cause: error })
  }
  const answers = Array.isArray(body) ? body : [body]
  const byId = new Map<number, NodeAnswer>()
  let whole: NodeAnswer | undefined
  for (const answer of answers) {
    if (!isNodeAnswer(answer))
      throw new NodeUnavailableError('The node answered something other than JSON-RPC')
    if (typeof answer.id === 'number') byId.set(answer.id, answer)
    // A node that refuses the request as a whole answers one error without an id.
    else if (answer.error) whole = answer
  }
  return calls.map((call, index) => {
    const answer = byId.get(index) ?? whole
    if (!answer) throw new NodeUnavailableError(`The node left request ${index} unanswered`)
    if (answer.error) {
      const { code, message, data } = answer.error
      return {
        jsonrpc: '2.0',
        id: call.id,
        error: { code, message, ...(data === undefined ? {} : { data }) },
      }
    }
    return { jsonrpc: '2.0', id: call.id, result: answer.result ?? null }
  })
}

function isNodeAnswer(value: unknown): value is NodeAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { error } = value as { error?: unknown }
  if (error === undefined) return 'result' in value
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}
