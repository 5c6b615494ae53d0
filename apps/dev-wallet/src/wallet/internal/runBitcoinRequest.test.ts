import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { regtestAddressFormat } from '@latch/localnet/devSigning'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { OutScript, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { runBitcoinRequest } from './runBitcoinRequest'

const key = bitcoinDevKey(3)
const other = bitcoinDevKey(4).address
const publicKey = secp256k1.getPublicKey(key.privateKey, true)

/** A PSBT spending one of the key's outputs (input 0) and one of another's (input 1). */
function psbt(sighashType?: number) {
  const transaction = new Transaction({ allowUnknownOutputs: true })
  const own = OutScript.encode(p2wpkh(publicKey, regtestAddressFormat))
  transaction.addInput({
    txid: hex.decode('11'.repeat(32)),
    index: 0,
    witnessUtxo: { script: own, amount: 200_000n },
    ...(sighashType === undefined ? {} : { sighashType }),
  })
  transaction.addInput({
    txid: hex.decode('22'.repeat(32)),
    index: 1,
    witnessUtxo: {
      script: OutScript.encode(
        p2wpkh(secp256k1.getPublicKey(bitcoinDevKey(4).privateKey, true), regtestAddressFormat),
      ),
      amount: 50_000n,
    },
  })
  transaction.addOutputAddress(other, 240_000n, regtestAddressFormat)
  return base64.encode(transaction.toPSBT())
}

describe('runBitcoinRequest', () => {
  it("signs a message with BIP-322's simple format, as the account named", () => {
    const message = 'Latch host demo: prove you hold it'
    const answer = runBitcoinRequest('signMessage', { account: key.address, message }, key) as {
      address: string
      signature: string
    }
    expect(answer.address).toBe(key.address)
    expect(verifyBitcoinSignature({ address: key.address, message, signature: answer.signature })).toBe(true)
  })

  it('refuses another account (4100), the legacy format (4200) and malformed parameters (-32602)', () => {
    expect(() => runBitcoinRequest('signMessage', { account: other, message: 'x' }, key)).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() =>
      runBitcoinRequest('signMessage', { account: key.address, address: other, message: 'x' }, key),
    ).toThrow(expect.objectContaining({ code: 4100 }))
    expect(() =>
      runBitcoinRequest('signMessage', { account: key.address, message: 'x', protocol: 'ecdsa' }, key),
    ).toThrow(expect.objectContaining({ code: 4200 }))
    expect(() => runBitcoinRequest('signMessage', { account: key.address }, key)).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })

  it('signs and finalizes the inputs named, and leaves the others to their owners', () => {
    const answer = runBitcoinRequest(
      'signPsbt',
      { account: key.address, psbt: psbt(), signInputs: [{ address: key.address, index: 0 }] },
      key,
    ) as { psbt: string }
    const signed = Transaction.fromPSBT(base64.decode(answer.psbt), { allowUnknownOutputs: true })
    expect(signed.getInput(0).finalScriptWitness?.[1]).toEqual(publicKey)
    expect(signed.getInput(1).finalScriptWitness).toBeUndefined()
  })

  it('refuses a sighash type the entry does not allow, a broken PSBT, broadcasting and another address', () => {
    const input = { address: key.address, index: 0 }
    expect(() =>
      runBitcoinRequest(
        'signPsbt',
        { account: key.address, psbt: psbt(SigHash.NONE), signInputs: [input] },
        key,
      ),
    ).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() =>
      runBitcoinRequest('signPsbt', { account: key.address, psbt: 'AAAAAAAA', signInputs: [input] }, key),
    ).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() =>
      runBitcoinRequest(
        'signPsbt',
        { account: key.address, psbt: psbt(), signInputs: [input], broadcast: true },
        key,
      ),
    ).toThrow(expect.objectContaining({ code: 4200 }))
    expect(() =>
      runBitcoinRequest(
        'signPsbt',
        { account: key.address, psbt: psbt(), signInputs: [{ address: other, index: 1 }] },
        key,
      ),
    ).toThrow(expect.objectContaining({ code: 4100 }))
  })

  it('answers its one address with its key and path', () => {
    expect(runBitcoinRequest('getAccountAddresses', { account: key.address }, key)).toEqual([
      {
        address: key.address,
        publicKey: hex.encode(publicKey),
        path: "m/84'/1'/0'/0/3",
        intention: 'payment',
      },
    ])
  })
})
