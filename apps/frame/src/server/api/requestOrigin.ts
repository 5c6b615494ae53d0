import { frameOrigin } from './frameOrigin'

/**
 * The origin an /api request speaks for. A host page calling directly is its `Origin`. The frame
 * calling its own server (same-origin, so the browser may send no Origin at all) speaks for the host
 * page it is embedded in, which it names in `x-latch-origin`: only code on the frame's own origin can
 * send a same-origin request, and that code learnt the host's origin from the penpal handshake.
 *
 * @example
 * requestOrigin(new Request(url, { headers: { origin: 'https://shop.example' } })) // 'https://shop.example'
 */
export function requestOrigin(request: Request): string | null {
  const origin = request.headers.get('origin')
  const sameOrigin =
    request.headers.get('sec-fetch-site') === 'same-origin' ||
    origin === frameOrigin() ||
    origin === new URL(request.url).origin
  if (sameOrigin) return request.headers.get('x-latch-origin')
  return origin
}
