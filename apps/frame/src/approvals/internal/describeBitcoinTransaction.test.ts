import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import { readBitcoinTransaction } from './describeBitcoinTransaction'

const regtest = btcSignerNetwork('regtest')
const mine = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest)
const theirs = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest)
const account = mine.address ?? ''

function psbt(build: (transaction: Transaction) => void): string {
  const transaction = new Transaction({ allowUnknownOutputs: true })
  build(transaction)
  return base64.encode(transaction.toPSBT())
}

describe('readBitcoinTransaction', () => {
  it('names what is spent, paid, returned as change and carried as a memo, with the fee and its rate', () => {
    const described = readBitcoinTransaction(
      psbt((transaction) => {
        transaction.addInput({
          txid: 'ab'.repeat(32),
          index: 0,
          witnessUtxo: { script: mine.script, amount: 100_000n },
        })
        transaction.addOutputAddress(theirs.address ?? '', 60_000n, regtest)
        transaction.addOutput({
          script: OutScript.encode({ type: 'unknown', script: new Uint8Array([0x6a, 2, 0x68, 0x69]) }),
          amount: 0n,
        })
        transaction.addOutputAddress(account, 39_800n, regtest)
      }),
      { account, network: 'regtest' },
    )
    expect(described.inputs).toEqual([
      {
        address: account,
        own: true,
        signed: true,
        value: { raw: 100_000n, formatted: '0.001', symbol: 'BTC' },
      },
    ])
    expect(described.outputs).toEqual([
      {
        kind: 'payment',
        address: theirs.address,
        value: { raw: 60_000n, formatted: '0.0006', symbol: 'BTC' },
      },
      {
        kind: 'memo',
        memo: { format: 'text', text: 'hi' },
        value: { raw: 0n, formatted: '0', symbol: 'BTC' },
      },
      { kind: 'change', address: account, value: { raw: 39_800n, formatted: '0.000398', symbol: 'BTC' } },
    ])
    expect(described.sends.formatted).toBe('0.0006')
    expect(described.fee?.raw).toBe(200n)
    // One P2WPKH input, two P2WPKH outputs and a memo: at most 154 vB once signed.
    expect(described.feeRate).toBeCloseTo(200 / 154, 5)
    expect(described.warnings).toEqual([])
  })

  it("warns of another's inputs and of a fee above what is sent, and knows no rate it cannot size", () => {
    const described = readBitcoinTransaction(
      psbt((transaction) => {
        transaction.addInput({
          txid: 'ab'.repeat(32),
          index: 0,
          witnessUtxo: { script: theirs.script, amount: 10_000n },
        })
        transaction.addOutputAddress(theirs.address ?? '', 1_000n, regtest)
      }),
      { account, network: 'regtest' },
    )
    expect(described.inputs[0]).toMatchObject({ own: false, signed: false })
    expect(described.fee?.raw).toBe(9_000n)
    expect(described.feeRate).toBeUndefined()
    expect(described.warnings).toEqual([{ code: 'foreignInputs' }, { code: 'feeAboveSends' }])
  })

  it('finds unreadable what is not a PSBT or pays out more than it spends', () => {
    expect(() => readBitcoinTransaction('bm90IGEgcHNidA==', { account, network: 'regtest' })).toThrow(
      'The transaction is not a PSBT Latch can read',
    )
    const overpaid = psbt((transaction) => {
      transaction.addInput({
        txid: 'ab'.repeat(32),
        index: 0,
        witnessUtxo: { script: mine.script, amount: 1_000n },
      })
      transaction.addOutputAddress(theirs.address ?? '', 2_000n, regtest)
    })
    expect(() => readBitcoinTransaction(overpaid, { account, network: 'regtest' })).toThrow(
      'The transaction pays out more than it spends',
    )
  })

  it("marks the inputs asked to be signed, warns of a sighash type that leaves the rest open, and refuses to sign what is not the account's", () => {
    const listing = psbt((transaction) => {
      transaction.addInput({
        txid: 'ab'.repeat(32),
        index: 0,
        witnessUtxo: { script: theirs.script, amount: 5_000n },
      })
      transaction.addInput({
        txid: 'cd'.repeat(32),
        index: 1,
        witnessUtxo: { script: mine.script, amount: 546n },
        sighashType: 0x83,
      })
      transaction.addOutputAddress(account, 5_000n, regtest)
    })
    const described = readBitcoinTransaction(listing, { account, network: 'regtest' }, [
      { index: 1, sighashTypes: [0x83] },
    ])
    expect(described.inputs.map(({ signed, sighash }) => ({ signed, sighash }))).toEqual([
      { signed: false, sighash: undefined },
      { signed: true, sighash: ['SIGHASH_SINGLE|ANYONECANPAY'] },
    ])
    expect(described.warnings).toContainEqual({
      code: 'sighash',
      input: 2,
      sighash: ['SIGHASH_SINGLE|ANYONECANPAY'],
    })
    expect(() => readBitcoinTransaction(listing, { account, network: 'regtest' }, [{ index: 0 }])).toThrow(
      "Input 1 is not your account's, so Latch cannot sign it",
    )
    expect(() => readBitcoinTransaction(listing, { account, network: 'regtest' }, [{ index: 5 }])).toThrow(
      'It asks to sign input 6, which the transaction does not have',
    )
  })
})
