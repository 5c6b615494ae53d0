import { describe, expect, it } from 'vitest'
import { devnets } from './devnets.mjs'

describe('devnets', () => {
  it('agree with themselves: CAIP-2 id, chain id, port and RPC URL', () => {
    for (const devnet of devnets) {
      expect(devnet.caipNetworkId).toBe(`eip155:${devnet.id}`)
      expect(devnet.rpcUrls.default.http).toEqual([`http://127.0.0.1:${devnet.port}`])
    }
  })

  it('are the two fixed devnets of the design, each with 18-decimal ETH', () => {
    expect(
      devnets.map(({ caipNetworkId, port, bundlerPort, name }) => [caipNetworkId, port, bundlerPort, name]),
    ).toEqual([
      ['eip155:31337', 8545, 4337, 'Latch Devnet A'],
      ['eip155:31338', 8546, 4338, 'Latch Devnet B'],
    ])
    for (const devnet of devnets)
      expect(devnet.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
  })
})
