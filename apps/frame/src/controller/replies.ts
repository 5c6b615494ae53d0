import { type HostToFrameRequest, type ProtocolError, protocolVersion } from '@latch/protocol'

/** A reply envelope for the host; penpal carries it back as the return value of `handle`. */
export type Reply =
  | { v: typeof protocolVersion; id: string; type: string; ok: true; payload: unknown }
  | { v: typeof protocolVersion; id: string; type: string; ok: false; error: ProtocolError }

export function success(request: HostToFrameRequest, payload: unknown): Reply {
  return { v: protocolVersion, id: request.id, type: request.type, ok: true, payload }
}

// A malformed message still gets a reply the host can match: its own id and type when they are
// usable strings, placeholders otherwise. The message is cut to the 2,000 characters the protocol's
// error schema allows, so that no failure is itself a malformed reply.
export function failure(request: unknown, error: ProtocolError): Reply {
  const fields = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {}
  const id = typeof fields.id === 'string' && fields.id.length > 0 && fields.id.length <= 64 ? fields.id : '0'
  const type = typeof fields.type === 'string' && fields.type.length <= 100 ? fields.type : 'unknown'
  return {
    v: protocolVersion,
    id,
    type,
    ok: false,
    error: { ...error, message: error.message.slice(0, 2000) },
  }
}
