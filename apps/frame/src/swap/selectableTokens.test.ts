import type { Token } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { eth, usdl } from '@/send/internal/testing/sendFixtures'
import { ethToken, ltchToken, usdlToken } from './internal/testing/swapFixtures'
import { selectableTokens } from './selectableTokens'

const tokens = [ethToken, usdlToken, ltchToken]
const balances: Token[] = [
  { ...eth, value: 6000 },
  { ...usdl, address: usdlToken.address.toLowerCase(), value: 100.5 },
  {
    ...usdl,
    address: ltchToken.address,
    symbol: 'LTCH',
    quantity: { decimals: '18', numeric: '0' },
    value: 0,
  },
  {
    ...usdl,
    address: 'eip155:31337:0x00000000000000000000000000000000000000aa',
    symbol: 'OTHER',
    value: 9e9,
  },
]

describe('selectableTokens', () => {
  it('lists the swappable tokens held above 0, most valuable first, then all by symbol, and suggestions', () => {
    const lists = selectableTokens(tokens, balances)
    expect(lists.myTokensWithBalance.map((token) => [token.symbol, token.quantity])).toEqual([
      ['ETH', '2'],
      ['USDL', '100.5'],
    ])
    expect(lists.popularTokens.map((token) => token.symbol)).toEqual(['ETH', 'LTCH', 'USDL'])
    expect(lists.suggestedTokens.map((token) => token.symbol)).toEqual(['ETH', 'USDL'])
  })

  it('keeps what a search matches by symbol, name or address', () => {
    expect(selectableTokens(tokens, balances, ' us ').popularTokens.map((token) => token.symbol)).toEqual([
      'USDL',
    ])
    expect(selectableTokens(tokens, balances, 'latch').popularTokens.map((token) => token.symbol)).toEqual([
      'LTCH',
      'USDL',
    ])
    const byAddress = selectableTokens(tokens, balances, ltchToken.address.split(':')[2])
    expect(byAddress.popularTokens).toEqual([ltchToken])
    expect(selectableTokens(tokens, balances, 'nothing')).toEqual({
      myTokensWithBalance: [],
      popularTokens: [],
      suggestedTokens: [],
    })
  })
})
