import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { bundlerAccounts, devAccounts, devMnemonic, paymasterSignerKey } from './devAccounts.mjs'

function derived(addressIndex: number) {
  const account = mnemonicToAccount(devMnemonic, { addressIndex })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error('no private key')
  return { address: account.address, privateKey: `0x${Buffer.from(privateKey).toString('hex')}` }
}

describe('devAccounts', () => {
  it('are the first ten accounts of the dev mnemonic', () => {
    expect(devAccounts).toHaveLength(10)
    devAccounts.forEach((account, addressIndex) => {
      expect(account).toEqual(derived(addressIndex))
    })
  })

  it('leaves the next keys of the mnemonic to the bundlers and the paymaster signer', () => {
    expect(bundlerAccounts).toEqual({ executor: derived(10), utility: derived(11) })
    expect(paymasterSignerKey).toBe(derived(12).privateKey)
    expect(privateKeyToAccount(paymasterSignerKey).address).toBe('0xFABB0ac9d68B0B445fB7357272Ff202C5651694a')
  })
})
