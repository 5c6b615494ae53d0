import type { Image } from './Image'
import { badgeSvg } from './internal/badgeSvg'
import { svgImage } from './internal/svgImage'

/** The token images by symbol: the devnet tokens of packages/localnet and the native currencies. */
const tokenImages: ReadonlyMap<string, Image> = new Map([
  ['USDL', svgImage(badgeSvg({ background: '#16a34a', label: '$' }))],
  ['ETH', svgImage(badgeSvg({ background: '#627eea', label: 'Ξ' }))],
  ['WETH', svgImage(badgeSvg({ background: '#1e293b', foreground: '#c7d2fe', label: 'wΞ' }))],
  ['LTCH', svgImage(badgeSvg({ background: '#f59e0b', foreground: '#1f2937', label: 'L' }))],
  ['LBTC', svgImage(badgeSvg({ background: '#f7931a', label: '₿' }))],
  ['SOL', svgImage(badgeSvg({ background: '#9945ff', label: '◎' }))],
  ['BTC', svgImage(badgeSvg({ background: '#f7931a', label: '₿' }))],
])

/**
 * A token's image (GET /api/public/getTokenImage/{id}) by its symbol, in any case.
 *
 * @example
 * findTokenImage('usdl') // the USDL badge
 */
export function findTokenImage(id: string): Image | undefined {
  return tokenImages.get(id.toUpperCase())
}
