import { renderToStaticMarkup } from 'react-dom/server'
import { encode } from 'uqr'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { QrCode } from './QrCode'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240'

const pathOf = (html: string) => /<path d="([^"]*)"/.exec(html)?.[1] ?? ''

/** Paints the path's rectangles into a matrix; fails on any command the QR path should not hold. */
function rasterise(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => false))
  const run = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g
  let consumed = 0
  for (const match of path.matchAll(run)) {
    expect(match.index).toBe(consumed)
    consumed += match[0].length
    const [x, y, width, back] = match.slice(1).map(Number) as [number, number, number, number]
    expect(back).toBe(width)
    for (let column = x; column < x + width; column++) {
      const row = matrix[y]
      expect(row?.[column], `module ${y},${column} painted twice`).toBe(false)
      if (row) row[column] = true
    }
  }
  expect(consumed).toBe(path.length)
  return matrix
}

function modulesOf(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data
}

// QrCode loads its encoder on its own (components/QrCode.tsx); the server render draws the code once it has.
beforeAll(() => vi.dynamicImportSettled())

describe('QrCode', () => {
  it('draws exactly the modules of the URI at error correction M, as one path', () => {
    const html = renderToStaticMarkup(<QrCode uri={uri} />)
    const expected = modulesOf(uri)
    const size = expected.length
    expect(size).toBeGreaterThanOrEqual(21)
    expect(html.match(/<path /g)).toHaveLength(1)
    expect(rasterise(pathOf(html), size)).toEqual(expected)
  })

  it('keeps a four-module light quiet zone round the code and draws dark on light in either theme', () => {
    const html = renderToStaticMarkup(<QrCode uri={uri} />)
    const size = modulesOf(uri).length
    expect(html).toContain(`viewBox="-4 -4 ${size + 8} ${size + 8}"`)
    expect(html).toContain(`<rect x="-4" y="-4" width="${size + 8}" height="${size + 8}" fill="#ffffff"`)
    expect(html).toMatch(/<path d="[^"]+" fill="#16181d"/)
  })

  it('is an image named for screen readers, about 280 px, and never shows the URI as text', () => {
    const html = renderToStaticMarkup(<QrCode uri={uri} />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="WalletConnect QR code"')
    expect(html).toContain('width="280" height="280"')
    expect(html).not.toContain('symKey')
  })

  it('draws the same URI the same way and another URI differently', () => {
    const first = pathOf(renderToStaticMarkup(<QrCode uri={uri} />))
    expect(pathOf(renderToStaticMarkup(<QrCode uri={uri} />))).toBe(first)
    const other = `${uri.slice(0, -1)}1`
    const second = pathOf(renderToStaticMarkup(<QrCode uri={other} />))
    expect(second).not.toBe(first)
    expect(rasterise(second, modulesOf(other).length)).toEqual(modulesOf(other))
  })

  it('puts the wallet image in the middle when given one', () => {
    const html = renderToStaticMarkup(<QrCode uri={uri} imageUrl="/api/getWalletImage/trust" />)
    expect(html).toContain('src="/api/getWalletImage/trust"')
    expect(renderToStaticMarkup(<QrCode uri={uri} />)).not.toContain('<img')
  })

  it('shows a busy placeholder of the same size until there is a URI', () => {
    for (const pending of [undefined, '']) {
      const html = renderToStaticMarkup(<QrCode uri={pending} />)
      expect(html).toContain('aria-busy="true"')
      expect(html).toContain('Generating QR code…')
      expect(html).toContain('max-width:280px')
      expect(html).not.toContain('<svg')
    }
  })
})
