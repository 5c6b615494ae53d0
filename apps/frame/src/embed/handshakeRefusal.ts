/**
 * A message that reached the frame's window, as far as a handshake's refusal depends on it: its
 * sender is the parent window, the frame's own window (a frame opened as a page of its own has no
 * parent, and its handshake's opening comes back to it), or another window.
 */
export type HandshakeAttempt = { data: unknown; origin: string; source: 'parent' | 'self' | 'other' }

/** What the frame knows of where it sits: the pages that hold it, and its project's allow-list. */
export type FramePlace = { ancestorOrigins: readonly string[]; allowed: (origin: string) => boolean }

// penpal's handshake opens with a SYN message in its namespace (penpal's own wire format).
function isHandshakeOpening(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false
  const message = data as { namespace?: unknown; type?: unknown }
  return message.namespace === 'penpal' && message.type === 'SYN'
}

/**
 * The first page holding the frame whose origin the project does not allow, or undefined when every
 * one is allowed: the frame then takes no handshake at all, even from an allowed parent, since an
 * allowed host wrapped by an outsider would otherwise connect.
 * @example
 * refusedAncestor({ ancestorOrigins: ['https://dapp.test', 'https://evil.test'], allowed: (origin) => origin === 'https://dapp.test' }) // 'https://evil.test'
 */
export function refusedAncestor(place: FramePlace): string | undefined {
  return place.ancestorOrigins.find((origin) => !place.allowed(origin))
}

/**
 * Why the frame will not answer this handshake, in words for the developer's console, or undefined
 * when it is no handshake or one the frame takes. The refusal itself is penpal's (it hears only the
 * parent window, from an allowed origin, and nothing where a page around the frame is refused);
 * this only names it, so that a page that is not allowed learns why it never connects
 * (SECURITY.md, the three locks).
 * @example
 * handshakeRefusal(
 *   { data: { namespace: 'penpal', type: 'SYN' }, origin: 'https://evil.test', source: 'parent' },
 *   { ancestorOrigins: ['https://evil.test'], allowed: (origin) => origin === 'https://dapp.test' },
 * ) // 'latch: refused the handshake of https://evil.test: it is not on the project's allow-list'
 */
export function handshakeRefusal(attempt: HandshakeAttempt, place: FramePlace): string | undefined {
  if (!isHandshakeOpening(attempt.data) || attempt.source === 'self') return undefined
  if (attempt.source === 'other') {
    return `latch: refused the handshake of ${attempt.origin}: only the page that embeds the frame may connect`
  }
  const outsider = refusedAncestor(place)
  if (outsider !== undefined && outsider !== attempt.origin) {
    return `latch: refused the handshake of ${attempt.origin}: ${outsider} holds the frame and is not on the project's allow-list`
  }
  if (!place.allowed(attempt.origin)) {
    return `latch: refused the handshake of ${attempt.origin}: it is not on the project's allow-list`
  }
  return undefined
}
