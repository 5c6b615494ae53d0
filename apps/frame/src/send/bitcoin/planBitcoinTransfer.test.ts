import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import type { BitcoinUtxo } from '@/networks/esploraShapes'
import { type BitcoinTransferInput, planBitcoinTransfer } from './planBitcoinTransfer'

const regtest = btcSignerNetwork('regtest')
const key = secp256k1.utils.randomPrivateKey()
const from = p2wpkh(secp256k1.getPublicKey(key, true), regtest).address ?? ''
const to = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest).address ?? ''

const utxo = (value: number, confirmed = true, vout = 0): BitcoinUtxo => ({
  txid: `${String(value).padStart(8, '0')}${'ab'.repeat(28)}`,
  vout,
  value,
  status: { confirmed },
})

// A plan that must be made, from `from` to `to` on regtest.
function planned(over: Pick<BitcoinTransferInput, 'amount' | 'feeRate' | 'utxos'> & { memo?: string }) {
  const plan = planBitcoinTransfer({ network: 'regtest', from, to, ...over })
  if (!plan.ok) throw new Error(plan.error)
  return plan
}

describe('planBitcoinTransfer', () => {
  it('pays the amount, its fee at the rate, and the rest back to the account', () => {
    const plan = planned({
      amount: 30_000_000n,
      feeRate: 2,
      utxos: [utxo(50_000_000), utxo(10_000)],
    })
    expect(plan.amount).toBe(30_000_000n)
    expect(plan.change).toBe(50_000_000n - 30_000_000n - plan.fee)
    // One P2WPKH input, two P2WPKH outputs: 141 vB once signed.
    expect(plan.fee).toBe(282n)
    // What the transaction spends is its fee plus what it pays.
    const tx = Transaction.fromPSBT(plan.transaction.toPSBT())
    expect(tx.inputsLength).toBe(1)
    expect(tx.outputsLength).toBe(2)
    // Signed, it weighs what the fee was paid for.
    tx.sign(key)
    tx.finalize()
    expect(tx.vsize).toBeLessThanOrEqual(141)
    expect(tx.fee).toBe(plan.fee)
  })

  it('sends everything less the fee, with no change, when asked for all', () => {
    const plan = planned({
      amount: 'all',
      feeRate: 1,
      utxos: [utxo(40_000), utxo(60_000, false, 1)],
    })
    expect(plan.change).toBe(0n)
    expect(plan.amount + plan.fee).toBe(100_000n)
    expect(plan.transaction.inputsLength).toBe(2)
  })

  it('spends mined outputs alone where they suffice', () => {
    const plan = planned({
      amount: 10_000n,
      feeRate: 1,
      utxos: [utxo(900_000, false), utxo(20_000)],
    })
    const spent = plan.transaction.getInput(0)
    expect(plan.transaction.inputsLength).toBe(1)
    expect(spent.witnessUtxo?.amount).toBe(20_000n)
  })

  it('carries a memo in an OP_RETURN output of no value', () => {
    const plan = planned({
      amount: 10_000n,
      feeRate: 1,
      memo: 'invoice 42',
      utxos: [utxo(100_000)],
    })
    const outputs = Array.from({ length: plan.transaction.outputsLength }, (_, index) =>
      plan.transaction.getOutput(index),
    )
    const memo = outputs.find((output) => output.script?.[0] === 0x6a)
    expect(memo?.amount).toBe(0n)
    expect(new TextDecoder().decode(memo?.script?.slice(2))).toBe('invoice 42')
  })

  it('says why no transfer can be made', () => {
    const base = { network: 'regtest' as const, from, to, feeRate: 1, utxos: [utxo(10_000)] }
    expect(planBitcoinTransfer({ ...base, amount: 10_000n })).toEqual({
      ok: false,
      field: 'amount',
      error: 'Insufficient funds: the account cannot pay this amount and its fee',
    })
    expect(planBitcoinTransfer({ ...base, amount: 0n })).toMatchObject({ ok: false, field: 'amount' })
    expect(
      planBitcoinTransfer({ ...base, amount: 1_000n, to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }),
    ).toMatchObject({ ok: false, field: 'recipient' })
    expect(planBitcoinTransfer({ ...base, amount: 1_000n, memo: 'x'.repeat(81) })).toMatchObject({
      ok: false,
      field: 'memo',
    })
    expect(planBitcoinTransfer({ ...base, utxos: [], amount: 'all' })).toMatchObject({ ok: false })
  })
})
