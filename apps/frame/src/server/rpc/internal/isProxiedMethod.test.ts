import { describe, expect, it } from 'vitest'
import { isProxiedMethod } from './isProxiedMethod'

describe('isProxiedMethod', () => {
  it("forwards each namespace's node reads, and only to a node of that namespace", () => {
    expect(isProxiedMethod('eth_getBalance', 'eip155')).toBe(true)
    expect(isProxiedMethod('eth_call', 'eip155')).toBe(true)
    expect(isProxiedMethod('getBalance', 'solana')).toBe(true)
    expect(isProxiedMethod('simulateTransaction', 'solana')).toBe(true)
    expect(isProxiedMethod('getBalance', 'eip155')).toBe(false)
    expect(isProxiedMethod('eth_getBalance', 'solana')).toBe(false)
    expect(isProxiedMethod('getBalance', 'bip122')).toBe(false)
  })

  it('forwards nothing that signs, sends, asks a wallet or scans every account', () => {
    for (const method of [
      'eth_sendRawTransaction',
      'eth_accounts',
      'personal_sign',
      'wallet_getCapabilities',
    ])
      expect(isProxiedMethod(method, 'eip155'), method).toBe(false)
    for (const method of [
      'sendTransaction',
      'requestAirdrop',
      'getProgramAccounts',
      'getLargestAccounts',
      'toString',
    ])
      expect(isProxiedMethod(method, 'solana'), method).toBe(false)
  })
})
