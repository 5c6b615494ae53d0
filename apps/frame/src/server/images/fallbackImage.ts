import type { Image } from './Image'
import { badgeSvg } from './internal/badgeSvg'

/** What an image endpoint answers for an id it does not know: a neutral placeholder, the same for every id. */
export const fallbackImage: Image = {
  body: badgeSvg({ background: '#d9dde3', foreground: '#9aa3ae', shape: 'square', drawing: 'M30 48h36' }),
  contentType: 'image/svg+xml',
}
