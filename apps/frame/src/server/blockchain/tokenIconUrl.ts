import { frameOrigin } from '../api/frameOrigin'

/**
 * Where a token's icon is served (the frame's token image route, by symbol), as an absolute URL on
 * the frame's origin, so that a host page calling the API directly can show it too.
 *
 * @example
 * tokenIconUrl('USDL') // 'http://127.0.0.1:3000/api/public/getTokenImage/USDL'
 */
export function tokenIconUrl(symbol: string): string {
  return new URL(`/api/public/getTokenImage/${encodeURIComponent(symbol)}`, frameOrigin()).href
}
