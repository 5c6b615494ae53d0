import type { ProtocolError } from '../schemas/primitives'

/**
 * The `{ code, message }` a reply carries for any thrown value: an EIP-1193 or JSON-RPC code is kept
 * (4001 stays 4001), -32603 (internal error) stands in for none, and the text is viem's short
 * message where there is one (its `message` adds a page of details), else the message, else a
 * thrown string, cut to the 2,000 characters a reply allows. It never throws, since whatever it
 * answers must get its reply.
 *
 * @example
 * toProtocolError({ code: 4001, message: 'User rejected' }) // { code: 4001, message: 'User rejected' }
 * toProtocolError(new Error('boom')) // { code: -32603, message: 'boom' }
 */
export function toProtocolError(error: unknown): ProtocolError {
  let code = -32603
  let message = 'Internal error'
  try {
    const fields = (error ?? {}) as Record<string, unknown>
    if (Number.isSafeInteger(fields.code)) code = fields.code as number
    const text = fields.shortMessage ?? fields.message ?? error
    if (typeof text === 'string') message = text.slice(0, 2000)
  } catch {
    // A value that cannot be read (a revoked Proxy, say) keeps what was read before it failed.
  }
  return { code, message }
}
