import type { ProtocolError } from '@latch/protocol'

/**
 * The `{ code, message }` a reply carries for any thrown value, keeping an EIP-1193 code (4001 stays
 * 4001) and falling back to -32603 (internal error) when there is none.
 *
 * @example
 * toProtocolError({ code: 4001, message: 'User rejected' }) // { code: 4001, message: 'User rejected' }
 */
export function toProtocolError(error: unknown): ProtocolError {
  // It never throws: the frame's request it answers must get a reply (see createLatch's `handle`).
  try {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    return {
      code: Number.isSafeInteger(code) ? (code as number) : -32603,
      message: String(message ?? error).slice(0, 2000),
    }
  } catch {
    // A value that cannot be read or turned into text: a revoked Proxy, an object without toString.
    return { code: -32603, message: 'Internal error' }
  }
}
