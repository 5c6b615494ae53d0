import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { type Pixels, readQr } from './readQr'

const uri = `wc:${'ab'.repeat(32)}@2?expiryTimestamp=1700000300&relay-protocol=irn&symKey=${'cd'.repeat(32)}`

/** Draws `text` as a QR code, 4 pixels a module with a 4-module quiet zone, dark on light or inverted. */
function qrPixels(text: string, { inverted = false } = {}): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const scale = 4
  const quiet = 4
  const width = (modules.size + quiet * 2) * scale
  const data = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const row = Math.floor(y / scale) - quiet
      const column = Math.floor(x / scale) - quiet
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size
      const dark = inside && modules.get(row, column) === 1
      const value = dark !== inverted ? 0 : 255
      data.set([value, value, value, 255], (y * width + x) * 4)
    }
  }
  return { data, width, height: width }
}

describe('readQr', () => {
  it('reads a WalletConnect URI from a QR code', () => {
    expect(readQr(qrPixels(uri))).toEqual({ kind: 'uri', uri })
  })

  it('reads a light-on-dark code, as a dark-themed modal shows it', () => {
    expect(readQr(qrPixels(uri, { inverted: true }))).toEqual({ kind: 'uri', uri })
  })

  it('tells a code holding something else from an image with no code', () => {
    expect(readQr(qrPixels('https://example.com'))).toEqual({ kind: 'other', text: 'https://example.com' })
    const blank = new Uint8ClampedArray(64 * 64 * 4).fill(255)
    expect(readQr({ data: blank, width: 64, height: 64 })).toEqual({ kind: 'none' })
  })
})
