import { describe, expect, it } from 'vitest'
import { hexChainIdToCaip } from './hexChainIdToCaip'

describe('hexChainIdToCaip', () => {
  it('turns a hex chain id into its CAIP-2 id', () => {
    expect(hexChainIdToCaip('0x7a69')).toBe('eip155:31337')
    expect(hexChainIdToCaip('0x1')).toBe('eip155:1')
  })

  it('refuses what is not hex', () => {
    expect(hexChainIdToCaip('31337')).toBeUndefined()
    expect(hexChainIdToCaip(31337)).toBeUndefined()
    expect(hexChainIdToCaip('0x')).toBeUndefined()
    expect(hexChainIdToCaip('0xzz')).toBeUndefined()
  })
})
