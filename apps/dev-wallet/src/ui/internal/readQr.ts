import jsQR from 'jsqr'

/** Pixels as canvas `getImageData` gives them: RGBA, row by row. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number }

export type QrReading = { kind: 'uri'; uri: string } | { kind: 'other'; text: string } | { kind: 'none' }

/** Looks for a QR code in `pixels` and says whether it holds a WalletConnect URI. */
export function readQr({ data, width, height }: Pixels): QrReading {
  // Screenshots of a dapp's modal may be dark-themed, so light-on-dark codes are tried too.
  const code = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })
  if (!code) return { kind: 'none' }
  const text = code.data.trim()
  return text.startsWith('wc:') ? { kind: 'uri', uri: text } : { kind: 'other', text }
}
