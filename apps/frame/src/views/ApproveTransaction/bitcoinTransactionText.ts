import type {
  DescribedBitcoinInput,
  DescribedBitcoinOutput,
  DescribedBitcoinTransaction,
} from '@/approvals/describeRequest'
import { warningText } from './warningText'

/**
 * An amount in bitcoin, with its unit.
 *
 * @example
 * btc({ formatted: '0.5' }) // '0.5 BTC'
 */
export const btc = ({ formatted }: { formatted: string }) => `${formatted} BTC`

/**
 * What one output of a Bitcoin transaction does, in words: "Pays 0.5 BTC to bcrt1q…", "Returns …
 * to your account as change", "Carries the memo …" (the memo as text, or as hex).
 *
 * @example
 * bitcoinOutputText({ kind: 'change', address: 'bcrt1q…', value }) // 'Returns 0.49999859 BTC to your account as change'
 */
export function bitcoinOutputText(output: DescribedBitcoinOutput): string {
  switch (output.kind) {
    case 'payment':
      return `Pays ${btc(output.value)} to ${output.address ?? 'a script that is not an address'}`
    case 'change':
      return `Returns ${btc(output.value)} to your account as change`
    case 'memo':
      return `Carries the memo ${output.memo.format === 'text' ? `“${output.memo.text}”` : output.memo.hex}`
  }
}

/**
 * One output a Bitcoin transaction spends, in words.
 *
 * @example
 * bitcoinInputText({ address: 'bcrt1q…', own: true, signed: true, value }) // '0.5 BTC of your account'
 */
export function bitcoinInputText(input: DescribedBitcoinInput): string {
  if (input.own && input.signed)
    return `${btc(input.value)} of your account${input.sighash ? `, signed with ${input.sighash}` : ''}`
  if (input.own) return `${btc(input.value)} of your account (not signed now)`
  return `${input.value.formatted === 'unknown' ? 'An amount not given' : btc(input.value)} of ${input.address ?? 'a script that is not an address'} (not signed by Latch)`
}

/**
 * A Bitcoin transaction's fee with its rate: "0.00000141 BTC (1 sat/vB)".
 *
 * @example
 * bitcoinFeeText(description) // '0.00000282 BTC (2 sat/vB)'
 */
export function bitcoinFeeText(description: Pick<DescribedBitcoinTransaction, 'fee' | 'feeRate'>): string {
  if (!description.fee) return 'Unknown: the transaction does not say what its inputs hold'
  const rate = description.feeRate === undefined ? '' : ` (${Number(description.feeRate.toFixed(1))} sat/vB)`
  return `${btc(description.fee)}${rate}`
}

/**
 * A Bitcoin transaction as lines of text (the approval popup's): its warnings, what it sends, each
 * output it pays, the fee and each output it spends.
 *
 * @example
 * bitcoinTransactionLines(description) // ['Sends: 0.5 BTC', '1. Pays 0.5 BTC to bcrt1q…', …]
 */
export function bitcoinTransactionLines(description: DescribedBitcoinTransaction): string[] {
  return [
    ...description.warnings.map((warning) => `Warning: ${warningText(warning)}`),
    `Sends: ${btc(description.sends)}`,
    ...description.outputs.map((output, index) => `${index + 1}. ${bitcoinOutputText(output)}`),
    `Fee: ${bitcoinFeeText(description)}`,
    'Spends:',
    ...description.inputs.map((input) => `  ${bitcoinInputText(input)}`),
  ]
}
