import { fallbackImage } from './fallbackImage'
import type { Image } from './Image'

/**
 * The answer of a public image endpoint. A found image is immutable (an id always names the same
 * picture) and cached a year; anything else gets the placeholder, cached an hour in case the id gains
 * an image. Readable by any page (the images are public) and locked down should an SVG be opened
 * directly: no script, no sniffing.
 *
 * @example
 * imageResponse(await findWalletImage(id))
 */
export function imageResponse(image: Image | undefined): Response {
  const { body, contentType } = image ?? fallbackImage
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': image ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
