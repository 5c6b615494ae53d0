import type { Image } from './Image'
import { badgeSvg } from './internal/badgeSvg'
import { svgImage } from './internal/svgImage'

const devnetA = svgImage(badgeSvg({ background: '#2563eb', shape: 'square', label: 'A' }))
const devnetB = svgImage(badgeSvg({ background: '#7c3aed', shape: 'square', label: 'B' }))

/**
 * The network and connector images by asset id. Networks go by chain id, bare or as
 * `eip155-<chainId>` (a path segment cannot carry the CAIP-2 colon); connectors by their type.
 */
const assetImages: ReadonlyMap<string, Image> = new Map([
  ['31337', devnetA],
  ['eip155-31337', devnetA],
  ['31338', devnetB],
  ['eip155-31338', devnetB],
  // Two arcs, the shape of a link between two devices.
  [
    'WALLET_CONNECT',
    svgImage(badgeSvg({ background: '#3b99fc', drawing: 'M26 44c12-12 32-12 44 0M34 54c8-7 20-7 28 0' })),
  ],
  // A browser window: the extension lives in the browser.
  [
    'INJECTED',
    svgImage(badgeSvg({ background: '#475569', shape: 'square', drawing: 'M24 30h48v36H24zM24 40h48' })),
  ],
  [
    'ANNOUNCED',
    svgImage(badgeSvg({ background: '#475569', shape: 'square', drawing: 'M24 30h48v36H24zM24 40h48' })),
  ],
  // An envelope: email and social login.
  [
    'AUTH',
    svgImage(
      badgeSvg({ background: '#0f766e', shape: 'square', drawing: 'M24 32h48v32H24zM24 32l24 18 24-18' }),
    ),
  ],
  [
    'EXTERNAL',
    svgImage(badgeSvg({ background: '#64748b', shape: 'square', drawing: 'M40 30h26v26M66 30 32 64' })),
  ],
  [
    'MULTI_CHAIN',
    svgImage(badgeSvg({ background: '#0891b2', shape: 'square', drawing: 'M30 40h36M30 56h36' })),
  ],
])

/**
 * A network's or connector's image (GET /api/public/getAssetImage/{id}), generated here.
 *
 * @example
 * findAssetImage('WALLET_CONNECT') // an SVG
 */
export function findAssetImage(id: string): Image | undefined {
  return assetImages.get(id)
}
