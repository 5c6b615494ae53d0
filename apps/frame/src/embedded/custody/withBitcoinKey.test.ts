import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
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
      // BIP-137's legacy signature: 65 bytes behind a native SegWit header (39 to 42).
      expect(signer.signMessage('hello', 'ecdsa')).toMatch(/^[JK][A-Za-z0-9+/]{86}=$/)
      return signer.signMessage('hello')
    })
    // A witness of two items: a DER signature with SIGHASH_ALL (its length varies with r and s: a
    // leading zero byte shortens either, about once in 128 signatures), and a compressed public key.
    const witness = Buffer.from(signature, 'base64')
    const signatureLength = witness[1] ?? 0
    expect(witness[0]).toBe(2)
    expect(signatureLength).toBeGreaterThanOrEqual(9)
    expect(signatureLength).toBeLessThanOrEqual(73)
    expect(witness[2]).toBe(0x30)
    expect(witness[1 + signatureLength]).toBe(0x01)
    expect(witness[2 + signatureLength]).toBe(33)
    expect(witness.length).toBe(3 + signatureLength + 33)
    expect(() => kept?.signMessage('again')).toThrow('the key was dropped')
  })

  it('signs the inputs named, and refuses one its key cannot sign', async () => {
    const { privateKey, address } = createEmbeddedKey()
    const { deviceShare, authShare } = await splitKey(privateKey)
    const { bitcoinAddresses } = deriveAccounts(hexToBytes(privateKey))
    const regtest = btcSignerNetwork('regtest')
    const ownScript = OutScript.encode(Address(regtest).decode(bitcoinAddresses.regtest))
    const other = OutScript.encode(Address(regtest).decode('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'))
    const transaction = new Transaction()
    transaction.addInput({
      txid: 'ab'.repeat(32),
      index: 0,
      witnessUtxo: { script: ownScript, amount: 5_000n },
    })
    transaction.addInput({ txid: 'cd'.repeat(32), index: 0, witnessUtxo: { script: other, amount: 5_000n } })
    transaction.addOutputAddress('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', 9_000n, regtest)
    const psbt = transaction.toPSBT()
    await withBitcoinKey([deviceShare, authShare], address, 'regtest', async (signer) => {
      const signed = Transaction.fromPSBT(signer.signTransaction(psbt, [{ index: 0 }]))
      expect(signed.getInput(0).partialSig).toHaveLength(1)
      expect(signed.getInput(1).partialSig).toBeUndefined()
      expect(() => signer.signTransaction(psbt, [{ index: 1 }])).toThrow("Input 2 is not this key's to sign")
    })
  })
})
