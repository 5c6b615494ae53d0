import { describe, expect, it } from 'vitest'
import {
  bitcoinNativeTokenAddress,
  isNativeToken,
  nativeTokenAddress,
  nativeTokenAddressOf,
  solanaNativeTokenAddress,
} from './nativeTokenAddress'

describe('nativeTokenAddressOf', () => {
  it("answers each namespace's placeholder for its coin", () => {
    expect(nativeTokenAddressOf('eip155:31337')).toBe(nativeTokenAddress)
    expect(nativeTokenAddressOf('solana:localnet')).toBe(solanaNativeTokenAddress)
    expect(nativeTokenAddressOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toBe(bitcoinNativeTokenAddress)
  })
})

describe('isNativeToken', () => {
  it("tells a network's coin by its namespace's placeholder, in any letter case on eip155", () => {
    expect(isNativeToken({ address: `eip155:31337:${nativeTokenAddress}` })).toBe(true)
    expect(
      isNativeToken({ address: `eip155:31337:${nativeTokenAddress.toUpperCase().replace('0X', '0x')}` }),
    ).toBe(true)
    expect(isNativeToken({ address: `solana:localnet:${solanaNativeTokenAddress}` })).toBe(true)
    expect(isNativeToken({ address: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:native' })).toBe(true)
    expect(isNativeToken({ address: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${nativeTokenAddress}` })).toBe(
      false,
    )
  })

  it('tells a token from the coin, and one namespace’s placeholder on another from it', () => {
    expect(isNativeToken({ address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' })).toBe(false)
    expect(isNativeToken({ address: 'solana:localnet:Hp4A4kVeActGibx99Rd4e17FYTDhCimB9B5WKQJTQRPj' })).toBe(
      false,
    )
    expect(isNativeToken({ address: `solana:localnet:${nativeTokenAddress}` })).toBe(false)
    expect(isNativeToken({ address: `eip155:1:${solanaNativeTokenAddress}` })).toBe(false)
    // Case matters in base58: another letter case is another address.
    expect(isNativeToken({ address: `solana:localnet:${solanaNativeTokenAddress.toLowerCase()}` })).toBe(
      false,
    )
  })
})
