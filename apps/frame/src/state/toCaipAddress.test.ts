import { describe, expect, it } from 'vitest'
import { toCaipAddress } from './toCaipAddress'

describe('toCaipAddress', () => {
  it('joins the eip155 namespace, the chain id and the address', () => {
    expect(toCaipAddress(31337, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
      'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })
})
