import { encode } from 'uqr'

/** A QR code as one SVG path in module units: (0, 0) is the top-left module, `size` modules a side. */
type QrCodeShape = { size: number; path: string }

/**
 * The dark modules of `text`'s QR code (error correction M) as one SVG path, a rectangle per run of
 * dark modules in a row: a few hundred path commands rather than thousands of elements.
 *
 * @example
 * qrCodePath('wc:ab@2') // { size: 21, path: 'M0 0h7v1h-7zM8 0h1v1h-1z...' }
 */
export function qrCodePath(text: string): QrCodeShape {
  const { data, size } = encode(text, { ecc: 'M', border: 0 })
  let path = ''
  for (let row = 0; row < size; row++) {
    let column = 0
    while (column < size) {
      if (!data[row]?.[column]) {
        column++
        continue
      }
      const start = column
      while (column < size && data[row]?.[column]) column++
      const run = column - start
      path += `M${start} ${row}h${run}v1h-${run}z`
    }
  }
  return { size, path }
}
