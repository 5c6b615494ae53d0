import { describe, expect, it } from 'vitest'
import { qrCodePath } from './qrCodePath'

/** The modules the `qrcode` package (1.5.4, error correction M) drew for these texts, one row a line. */
const recordedByQrcode: Record<string, string[]> = {
  'wc:ab@2': [
    '#######..#..#.#######',
    '#.....#..#.##.#.....#',
    '#.###.#.#...#.#.###.#',
    '#.###.#.#.###.#.###.#',
    '#.###.#.##..#.#.###.#',
    '#.....#.####..#.....#',
    '#######.#.#.#.#######',
    '........###..........',
    '#.#####...##..#####..',
    '..###.....######..#.#',
    '#..##.#...#.#.##.#.#.',
    '.#......##.######.###',
    '###.######..#..#.#.#.',
    '........##..#...#..##',
    '#######..#.#.#.#...#.',
    '#.....#.###....#.####',
    '#.###.#.####.#.#...#.',
    '#.###.#.#..#####..#..',
    '#.###.#.#...#.#..##..',
    '#.....#..##########..',
    '#######.###.#..#...#.',
  ],
  'HELLO WORLD': [
    '#######...#.#.#######',
    '#.....#.###...#.....#',
    '#.###.#...#.#.#.###.#',
    '#.###.#...#.#.#.###.#',
    '#.###.#.#.###.#.###.#',
    '#.....#..###..#.....#',
    '#######.#.#.#.#######',
    '.....................',
    '#.#.#.#..#..#...#..#.',
    '.####...#..#....#...#',
    '...#######.#..#.##...',
    '####.#.##..###.#.###.',
    '.#..####.#.#..###.#.#',
    '........#.#...#...#.#',
    '#######.....#..#.##..',
    '#.....#..##...##.#...',
    '#.###.#.##..#.#######',
    '#.###.#...##.#.#...#.',
    '#.###.#.####.###.#..#',
    '#.....#....###...#.##',
    '#######.##.#.###....#',
  ],
  '0123456789': [
    '#######....##.#######',
    '#.....#.#.#.#.#.....#',
    '#.###.#..##...#.###.#',
    '#.###.#...##..#.###.#',
    '#.###.#.#.#.#.#.###.#',
    '#.....#..##.#.#.....#',
    '#######.#.#.#.#######',
    '...........##........',
    '#.#.#.#..#.#....#..#.',
    '.###...##.#...#....#.',
    '..###.#..#..#...####.',
    '.####..####...#....#.',
    '...#.##..#..#.#.#...#',
    '........#.##.#.#...#.',
    '#######..#.#.###.....',
    '#.....#....###.######',
    '#.###.#.####.###....#',
    '#.###.#...#...##...#.',
    '#.###.#.###.#...#...#',
    '#.....#..#....##.##..',
    '#######.##..#.#.###.#',
  ],
}

const pairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240'

/** The path's rectangles painted back into rows of `#` (dark) and `.` (light). */
function rowsOf({ size, path }: { size: number; path: string }): string[] {
  const rows = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column++) {
      const row = rows[Number(y)]
      if (row) row[column] = '#'
    }
  }
  return rows.map((row) => row.join(''))
}

const dark = (rows: string[], row: number, column: number) => rows[row]?.[column] === '#'

/** The 15 format bits, most significant first, read as ISO/IEC 18004 places its two copies. */
function formatBits(rows: string[]): [number, number] {
  const size = rows.length
  const bit = (on: boolean, index: number) => (on ? 1 << index : 0)
  let first = 0
  let second = 0
  for (let i = 0; i < 6; i++) first |= bit(dark(rows, i, 8), i)
  first |= bit(dark(rows, 7, 8), 6) | bit(dark(rows, 8, 8), 7) | bit(dark(rows, 8, 7), 8)
  for (let i = 9; i < 15; i++) first |= bit(dark(rows, 8, 14 - i), i)
  for (let i = 0; i < 8; i++) second |= bit(dark(rows, 8, size - 1 - i), i)
  for (let i = 8; i < 15; i++) second |= bit(dark(rows, size - 15 + i, 8), i)
  return [first, second]
}

/** The BCH(15,5) code word of five format data bits, masked as the standard says. */
function formatCodeWord(data: number): number {
  let remainder = data
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537)
  return ((data << 10) | remainder) ^ 0x5412
}

describe('qrCodePath', () => {
  it('draws the modules the qrcode package drew at error correction M', () => {
    for (const [text, rows] of Object.entries(recordedByQrcode)) {
      const shape = qrCodePath(text)
      expect(shape.size, text).toBe(rows.length)
      expect(rowsOf(shape), text).toEqual(rows)
    }
  })

  it('draws a WalletConnect URI as a version 10 code at error correction M that a scanner can find', () => {
    const shape = qrCodePath(pairingUri)
    // The size qrcode chose for this URI too: version 10, 17 + 4 × 10 modules a side.
    expect(shape.size).toBe(57)
    const rows = rowsOf(shape)
    const { size } = shape
    for (const [top, left] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      for (let row = -1; row <= 7; row++) {
        for (let column = -1; column <= 7; column++) {
          const [y, x] = [top + row, left + column]
          if (y < 0 || x < 0 || y >= size || x >= size) continue
          const ring = Math.max(Math.abs(row - 3), Math.abs(column - 3))
          expect(dark(rows, y, x), `finder module ${y},${x}`).toBe(ring !== 2 && ring !== 4)
        }
      }
    }
    for (let i = 8; i < size - 8; i++) {
      expect(dark(rows, 6, i), `timing module 6,${i}`).toBe(i % 2 === 0)
      expect(dark(rows, i, 6), `timing module ${i},6`).toBe(i % 2 === 0)
    }
    const [first, second] = formatBits(rows)
    expect(second).toBe(first)
    const data = (first ^ 0x5412) >>> 10
    expect(formatCodeWord(data)).toBe(first)
    // Error correction level M is 00 in the format's top two bits.
    expect(data >>> 3).toBe(0)
    expect(dark(rows, size - 8, 8)).toBe(true)
  })
})
