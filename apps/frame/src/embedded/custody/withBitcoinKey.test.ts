import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { deriveAccounts } from './deriveAccounts'
import { splitKey } from './splitKey'
import { withBitcoinKey } from './withBitcoinKey'

describe('withBitcoinKey', () => {
  it("signs with the wallet's key of the network asked for, and stops once run settles", async () => {
    const { privateKey, address } = createEmbeddedKey()
    const { deviceShare, authShare } = await splitKey(privateKey)
    const { bitcoinAddresses } = deriveAccounts(hexToBytes(privateKey))
    let kept: Parameters<Parameters<typeof withBitcoinKey>[3]>[0] | undefined
    const signature = await withBitcoinKey([deviceShare, authShare], address, 'regtest', async (signer) => {
      kept = signer
      expect(signer.address).toBe(bitcoinAddresses.regtest)
      return signer.signMessage('hello')
    })
    // A witness of two items: a DER signature with SIGHASH_ALL, and a compressed public key.
    expect(signature).toMatch(/^Ak[cg]w/)
    expect(() => kept?.signMessage('again')).toThrow('the key was dropped')
  })
})
