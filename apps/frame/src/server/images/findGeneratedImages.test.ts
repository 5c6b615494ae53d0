import { describe, expect, it } from 'vitest'
import { findAssetImage } from './findAssetImage'
import { findCurrencyImage } from './findCurrencyImage'
import { findTokenImage } from './findTokenImage'

const svgText = (image: { body: unknown } | undefined) => String(image?.body)

describe('findAssetImage', () => {
  it('has an SVG for both devnets, by chain id or eip155-<chain id>, and for the connectors', () => {
    for (const id of [
      '31337',
      'eip155-31337',
      '31338',
      'eip155-31338',
      'WALLET_CONNECT',
      'INJECTED',
      'AUTH',
    ]) {
      expect(findAssetImage(id)?.contentType, id).toBe('image/svg+xml')
      expect(svgText(findAssetImage(id)), id).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/,
      )
    }
    expect(svgText(findAssetImage('31337'))).not.toBe(svgText(findAssetImage('31338')))
  })

  it('knows no other id', () => {
    expect(findAssetImage('1')).toBeUndefined()
    expect(findAssetImage('wallet_connect')).toBeUndefined()
  })
})

describe('findCurrencyImage', () => {
  it('has an SVG per fiat currency code, in any case', () => {
    expect(svgText(findCurrencyImage('usd'))).toContain('>$</text>')
    expect(svgText(findCurrencyImage('EUR'))).toContain('>€</text>')
    expect(findCurrencyImage('xyz')).toBeUndefined()
  })
})

describe('findTokenImage', () => {
  it('has an SVG per devnet token symbol, ETH and SOL, in any case', () => {
    for (const symbol of ['USDL', 'WETH', 'ETH', 'LTCH', 'lbtc', 'SOL', 'sol'])
      expect(findTokenImage(symbol)?.contentType, symbol).toBe('image/svg+xml')
    expect(findTokenImage('DOGE')).toBeUndefined()
  })
})
