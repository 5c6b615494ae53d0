import { hostConfigAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'
import { answerHostMessage } from './answerHostMessage'
import { createHostMessageHandlers, type HostMessageHandlerDeps } from './hostMessageHandlers'
import { describeHostExchange } from './internal/describeHostExchange'
import type { Reply } from './replies'

/**
 * Answers each host message from the handler table (answerHostMessage). With the host's `debug` on,
 * every exchange is logged once its reply is known, so that init's own exchange (which turns
 * `debug` on) is logged too. The controller loads this module, and zod with it, on the handshake.
 *
 * @example
 * const answer = createHostAnswerer(context, deps)
 * await answer({ v: 1, id: '1', type: 'open', payload: {} }) // { v: 1, id: '1', type: 'open', ok: true, payload: {} }
 */
export function createHostAnswerer(
  context: FrameContext,
  deps: HostMessageHandlerDeps,
): (raw: unknown) => Promise<Reply> {
  const handlers = createHostMessageHandlers(context, deps)
  return async (raw) => {
    const started = performance.now()
    const reply = await answerHostMessage(raw, handlers)
    if (context.store.get(hostConfigAtom).debug)
      console.debug(describeHostExchange(raw, reply, performance.now() - started), raw, reply)
    return reply
  }
}
