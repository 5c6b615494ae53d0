import { isInputText } from '@latch/protocol'

/**
 * The first segment of `pathname` (as it came, percent-encoded) that cannot be a path parameter:
 * its percent-encoding is not UTF-8 (`%FF`, `%ED%A0%80`, which make Next's own decoding throw before
 * any handler runs) or it decodes to a control character or a lone surrogate. Undefined when every
 * segment is fine.
 *
 * @example
 * badPathSegment('/api/getWalletImage/%FF') // '%FF'
 * badPathSegment('/api/v1/profile/account/alice.latch.id') // undefined
 */
export function badPathSegment(pathname: string): string | undefined {
  for (const segment of pathname.split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return segment
    }
    if (!isInputText(decoded)) return segment
  }
  return undefined
}
