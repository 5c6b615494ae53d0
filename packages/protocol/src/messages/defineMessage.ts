import { MessageId, ProtocolError } from '../schemas/primitives'
import { protocolVersion } from '../version'
import * as z from '../z'

/**
 * One message of the protocol: its request, its success reply and its error reply share `type`
 * and `id`; every envelope carries the protocol version.
 *
 * @example
 * const close = defineMessage('close', z.object({}), z.object({}))
 */
export function defineMessage<const T extends string, P extends z.ZodMiniType, R extends z.ZodMiniType>(
  type: T,
  payload: P,
  result: R,
) {
  const base = { v: z.literal(protocolVersion), id: MessageId, type: z.literal(type) }
  return {
    type,
    request: z.object({ ...base, payload }),
    success: z.object({ ...base, ok: z.literal(true), payload: result }),
    error: z.object({ ...base, ok: z.literal(false), error: ProtocolError }),
  }
}
