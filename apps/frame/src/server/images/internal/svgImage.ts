import type { Image } from '../Image'

/** An SVG text as an Image. */
export function svgImage(svg: string): Image {
  return { body: svg, contentType: 'image/svg+xml' }
}
