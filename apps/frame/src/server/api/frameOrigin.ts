/**
 * The frame's public origin, for absolute links in API answers and for telling the frame's own
 * same-origin calls apart: `LATCH_FRAME_ORIGIN`, by default the fixed local address. Not the
 * request's URL: behind `next start` that names the host Next binds to, not the one callers use.
 *
 * @example
 * new URL('/api/public/getTokenImage/ETH', frameOrigin()).href
 */
export function frameOrigin(): string {
  return process.env.LATCH_FRAME_ORIGIN ?? 'http://127.0.0.1:3000'
}
