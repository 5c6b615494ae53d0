/**
 * Where the frame serves a catalogue image: a path on the frame's own origin, so that an answer never
 * depends on the Host header it was asked with.
 *
 * @example
 * walletImageUrl('1ae92b26…') // '/api/getWalletImage/1ae92b26…'
 */
export function walletImageUrl(imageId: string): string {
  return `/api/getWalletImage/${encodeURIComponent(imageId)}`
}
