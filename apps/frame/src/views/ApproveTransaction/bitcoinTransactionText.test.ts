import { describe, expect, it } from 'vitest'
import type { DescribedBitcoinTransaction } from '@/approvals/describeRequest'
import fr from '@/i18n/compiled/fr'
import type { ApproveMessages } from './approvalSummary'
import {
  bitcoinFeeText,
  bitcoinInputText,
  bitcoinOutputText,
  bitcoinTransactionLines,
} from './bitcoinTransactionText'

const account = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
const other = 'bcrt1q9d4zmzkp3hk4yh6w0a9v0f2jyz5sq6n8ls0c3d'
const amount = (formatted: string) => ({ raw: 0n, formatted })

const transaction: DescribedBitcoinTransaction = {
  inputs: [
    { address: account, own: true, signed: true, value: amount('0.6') },
    { address: account, own: true, signed: true, value: amount('0.1'), sighash: ['SIGHASH_NONE'] },
    { address: account, own: true, signed: false, value: amount('0.2') },
    { address: other, own: false, signed: false, value: amount('0.3') },
    { address: undefined, own: false, signed: false, value: amount('unknown') },
  ],
  outputs: [
    { kind: 'payment', address: other, value: amount('0.5') },
    { kind: 'payment', address: undefined, value: amount('0.01') },
    { kind: 'change', address: account, value: amount('0.49999859') },
    { kind: 'memo', memo: { format: 'text', text: 'rent' }, value: amount('0') },
    { kind: 'memo', memo: { format: 'hex', hex: '0x00ff' }, value: amount('0') },
  ],
  sends: amount('0.51'),
  fee: amount('0.00000141'),
  feeRate: 1.04,
  warnings: [{ code: 'feeAboveSends' }],
}

describe('bitcoinTransactionText', () => {
  it('says each output, input and the fee in English as it always has', () => {
    expect(transaction.outputs.map((output) => bitcoinOutputText(output))).toEqual([
      `Pays 0.5 BTC to ${other}`,
      'Pays 0.01 BTC to a script that is not an address',
      'Returns 0.49999859 BTC to your account as change',
      'Carries the memo “rent”',
      'Carries the memo 0x00ff',
    ])
    expect(transaction.inputs.map((input) => bitcoinInputText(input))).toEqual([
      '0.6 BTC of your account',
      '0.1 BTC of your account, signed with SIGHASH_NONE',
      '0.2 BTC of your account (not signed now)',
      `0.3 BTC of ${other} (not signed by Latch)`,
      'An amount not given of a script that is not an address (not signed by Latch)',
    ])
    expect(bitcoinFeeText(transaction)).toBe('0.00000141 BTC (1 sat/vB)')
    expect(bitcoinFeeText({ fee: amount('0.00000141'), feeRate: undefined })).toBe('0.00000141 BTC')
    expect(bitcoinFeeText({ fee: undefined, feeRate: undefined })).toBe(
      'Unknown: the transaction does not say what its inputs hold',
    )
  })

  it('lists the popup’s lines in the visitor’s language', () => {
    const lines = bitcoinTransactionLines(transaction, fr.approve as ApproveMessages)
    expect(lines[0]).toMatch(/^Avertissement/)
    expect(lines.slice(1, 3)).toEqual(['Envoie : 0.51 BTC', `1. Paie 0.5 BTC à ${other}`])
    expect(lines).toContain('Frais : 0.00000141 BTC (1 sat/vB)')
    expect(lines).toContain('Dépense :')
    expect(lines.at(-1)).toBe(
      '  Un montant non indiqué d’un script qui n’est pas une adresse (non signé par Latch)',
    )
    expect(bitcoinTransactionLines(transaction).slice(1, 2)).toEqual(['Sends: 0.51 BTC'])
  })
})
