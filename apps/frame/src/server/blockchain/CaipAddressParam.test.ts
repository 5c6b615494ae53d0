import { describe, expect, it } from 'vitest'
import { CaipAddressParam } from './CaipAddressParam'

describe('CaipAddressParam', () => {
  it('splits an eip155 token address into its network and address, keeping the parameter as given', () => {
    const value = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    expect(CaipAddressParam.parse(value)).toEqual({
      caipAddress: value,
      caipNetworkId: 'eip155:31337',
      namespace: 'eip155',
      chainId: 31337,
      address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    })
  })

  it('accepts an account of another namespace as it is', () => {
    const parsed = CaipAddressParam.parse(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
    )
    expect(parsed.namespace).toBe('solana')
    expect(parsed.address).toBe('So11111111111111111111111111111111111111112')
  })

  it('refuses a plain address, a bad eip155 address and a bad network', () => {
    for (const value of [
      '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      'eip155:31337:0xeeee',
      'eip155:31337:vitalik.eth',
      'eip155:x:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    ])
      expect(CaipAddressParam.safeParse(value).success, value).toBe(false)
  })
})
