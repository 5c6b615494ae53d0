import { errorCodes, HostToFrameRequest, isShallow, ProviderRpcError } from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import type { HostMessageHandlers } from './hostMessageHandlers'
import { failure, type Reply, success } from './replies'

/**
 * Answers one host message, whatever it holds: it is checked by its zod schema, then handled, and
 * anything that goes wrong on the way (a refused field, a handler's error, a RangeError from a value
 * nested thousands deep) becomes a typed error reply, `{ code, message }` of the protocol's error
 * schema. Only a handler that waits for the user keeps the reply waiting.
 *
 * @example
 * const reply = await answerHostMessage({ v: 1, id: '1', type: 'open', payload: {} }, handlers)
 * // { v: 1, id: '1', type: 'open', ok: true, payload: {} }
 */
export async function answerHostMessage(raw: unknown, handlers: HostMessageHandlers): Promise<Reply> {
  let request: HostToFrameRequest | undefined
  try {
    const parsed = HostToFrameRequest.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : ''
      return failure(raw, {
        code: errorCodes.invalidParams,
        message: `Invalid message${where}: ${issue?.message ?? 'unknown shape'}`,
      })
    }
    request = parsed.data
    const handler = handlers[request.type] as (payload: unknown) => unknown
    const reply = success(request, await handler(request.payload))
    // penpal sends nothing for a reply it cannot clone, and the host never receives one nested
    // deeper than maxMessageDepth: it would wait forever, and gets this error instead.
    try {
      structuredClone(reply)
      if (!isShallow(reply)) throw new RangeError('too deep')
    } catch {
      throw new ProviderRpcError(errorCodes.internal, `The reply to ${request.type} could not be sent.`)
    }
    return reply
  } catch (error) {
    return failure(request ?? raw, toProtocolError(error))
  }
}
