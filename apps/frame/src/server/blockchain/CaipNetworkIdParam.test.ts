import { describe, expect, it } from 'vitest'
import { CaipNetworkIdParam } from './CaipNetworkIdParam'

describe('CaipNetworkIdParam', () => {
  it('reads an eip155 network with its chain id', () => {
    expect(CaipNetworkIdParam.parse('eip155:31337')).toEqual({
      caipNetworkId: 'eip155:31337',
      namespace: 'eip155',
      chainId: 31337,
    })
  })

  it('accepts another namespace, without a chain id', () => {
    expect(CaipNetworkIdParam.parse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      namespace: 'solana',
      chainId: undefined,
    })
  })

  it('refuses a bare chain id, a non-numeric or zero eip155 reference, and junk', () => {
    for (const value of ['31337', 'eip155:abc', 'eip155:0', 'eip155:', 'EIP155:1', 'eip155:1:0x00'])
      expect(CaipNetworkIdParam.safeParse(value).success, value).toBe(false)
  })
})
