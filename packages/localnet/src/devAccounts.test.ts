import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devAccounts, devMnemonic } from './devAccounts.mjs'

describe('devAccounts', () => {
  it('are the first ten accounts of the dev mnemonic', () => {
    expect(devAccounts).toHaveLength(10)
    devAccounts.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(devMnemonic, { addressIndex })
      expect(account.address).toBe(derived.address)
      const privateKey = derived.getHdKey().privateKey
      if (!privateKey) throw new Error('no private key')
      expect(account.privateKey).toBe(`0x${Buffer.from(privateKey).toString('hex')}`)
    })
  })
})
