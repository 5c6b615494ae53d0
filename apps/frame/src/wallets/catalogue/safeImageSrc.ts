// The frame's own image routes, without `..` or `//` that could lead elsewhere on the origin.
const apiPath = /^\/api\/(?:[A-Za-z0-9_~%-][A-Za-z0-9._~%-]*\/?)+$/
// As the protocol accepts an announced wallet's icon: raster or SVG, which an <img> never runs.
const dataImage = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64)?,/

/**
 * An image source the frame may put in an <img>: one of its own /api image paths, an http(s) URL
 * without credentials, or a data:image URI. Anything else (javascript:, blob:, a relative path outside
 * /api) is undefined, and the caller shows a placeholder.
 *
 * @example
 * safeImageSrc('/api/getWalletImage/1ae92b26') // '/api/getWalletImage/1ae92b26'
 * safeImageSrc('javascript:alert(1)') // undefined
 */
export function safeImageSrc(src: string | null | undefined): string | undefined {
  if (typeof src !== 'string' || src.length === 0 || src.length > 100_000) return undefined
  if (src.startsWith('/')) return apiPath.test(src) && !src.includes('/../') ? src : undefined
  if (dataImage.test(src)) return src
  if (!/^https?:\/\//i.test(src) || !URL.canParse(src)) return undefined
  const url = new URL(src)
  return url.username || url.password ? undefined : url.href
}
