import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveAccounts } from './deriveAccounts'
import { deriveBitcoinKey } from './deriveBitcoinKey'
import { deriveNearKey } from './deriveNearKey'
import { deriveSolanaKey } from './deriveSolanaKey'

const secret = hexToBytes('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

describe('deriveAccounts', () => {
  it("gives each namespace's account of the secret, the Bitcoin one on each network", () => {
    expect(deriveAccounts(secret)).toEqual({
      solanaAddress: deriveSolanaKey(secret).address,
      bitcoinAddresses: {
        mainnet: 'bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72',
        testnet: deriveBitcoinKey(secret, 'testnet').address,
        regtest: 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv',
      },
      nearAccountId: deriveNearKey(secret).accountId,
    })
  })

  it('leaves the secret as it was: the caller zeroes it', () => {
    const copy = secret.slice()
    deriveAccounts(copy)
    expect(copy).toEqual(secret)
  })
})
