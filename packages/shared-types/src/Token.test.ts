import { describe, expect, it } from 'vitest'
import { type Token, visibleBalances } from './Token'

const token = (symbol: string, decimals: string): Token => ({
  address: `eip155:31337:0x${symbol}`,
  symbol,
  decimals: 18,
  quantity: { decimals, numeric: '1.5' },
  price: 2,
  value: 3,
})

describe('visibleBalances', () => {
  it("leaves out entries whose quantity.decimals is the string '0' and keeps the order of the rest", () => {
    const eth = token('ETH', '18')
    const usdc = token('USDC', '6')
    expect(visibleBalances([eth, token('DUST', '0'), usdc])).toEqual([eth, usdc])
  })

  it("compares with the string '0' only, so a numeric-looking '00' or a zero balance is kept", () => {
    const padded = token('PAD', '00')
    const empty = { ...token('ZERO', '18'), quantity: { decimals: '18', numeric: '0' } }
    expect(visibleBalances([padded, empty])).toEqual([padded, empty])
  })

  it('returns a new array and an empty one for no tokens', () => {
    const list = [token('ETH', '18')]
    expect(visibleBalances(list)).not.toBe(list)
    expect(visibleBalances([])).toEqual([])
  })
})
