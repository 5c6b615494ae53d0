import { describe, expect, it } from 'vitest'
import { readChainIdParam } from './readChainIdParam'

describe('readChainIdParam', () => {
  it('reads a CAIP-2 network id of any namespace', () => {
    expect(readChainIdParam('eip155:31337')).toEqual({
      caipNetworkId: 'eip155:31337',
      namespace: 'eip155',
      chainId: 31337,
    })
    expect(readChainIdParam('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({ chainId: undefined })
  })

  it('refuses a missing or malformed one with a 400 naming chainId', () => {
    for (const [value, error] of [
      [null, "Missing parameter 'chainId'"],
      ['', "Missing parameter 'chainId'"],
      ['31337', "Invalid parameter 'chainId': Expected a CAIP-2 network id such as eip155:1"],
      ['eip155:0x1', "Invalid parameter 'chainId': Expected an eip155 chain id such as eip155:1"],
    ] as const)
      expect(() => readChainIdParam(value)).toThrow(
        expect.objectContaining({ status: 400, message: error, parameter: 'chainId' }),
      )
  })
})
