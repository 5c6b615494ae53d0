import { describe, expect, it } from 'vitest'
import { chainLabel } from './chainLabel'

const chains = [
  { caipNetworkId: 'eip155:31337', id: 31337, name: 'Latch Devnet A', rpcUrl: 'http://127.0.0.1:8545' },
] as const

describe('chainLabel', () => {
  it('names a known chain with its id, and shows an unknown one by id', () => {
    expect(chainLabel('eip155:31337', chains)).toBe('Latch Devnet A (eip155:31337)')
    expect(chainLabel('eip155:1', chains)).toBe('eip155:1')
  })
})
