import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from './isBitcoinAddress'

describe('isBitcoinAddress', () => {
  it("takes BIP-173's and BIP-350's valid addresses, of their network", () => {
    // BIP-173's P2WPKH and P2WSH vectors, and BIP-350's Taproot one.
    expect(isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet')).toBe(true)
    expect(
      isBitcoinAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet'),
    ).toBe(true)
    expect(
      isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet'),
    ).toBe(true)
    expect(isBitcoinAddress('bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv', 'regtest')).toBe(true)
    // Legacy base58check: the genesis coinbase's P2PKH, and a testnet P2SH.
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet')).toBe(true)
    expect(isBitcoinAddress('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'regtest')).toBe(true)
    expect(isBitcoinAddress('bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv')).toBe(true)
  })

  it('refuses another network’s address, a bad checksum, mixed case, the wrong checksum kind and junk', () => {
    expect(isBitcoinAddress('bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72', 'regtest')).toBe(false)
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'regtest')).toBe(false)
    expect(isBitcoinAddress('bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lw', 'regtest')).toBe(false)
    expect(isBitcoinAddress('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
    // BIP-350: a version 1 program under bech32's checksum is invalid.
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBe(false)
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false)
    expect(isBitcoinAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isBitcoinAddress('')).toBe(false)
  })
})
