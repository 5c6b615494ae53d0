import type {
  DescribedBitcoinInput,
  DescribedBitcoinOutput,
  DescribedBitcoinTransaction,
} from '@/approvals/describeRequest'
import english from '@/i18n/compiled/en/approve'
import { sighashText } from './sighashText'
import { warningText } from './warningText'

type Messages = (typeof english)['approve']

/**
 * An amount in bitcoin, with its unit.
 *
 * @example
 * btc({ formatted: '0.5' }) // '0.5 BTC'
 */
export const btc = ({ formatted }: { formatted: string }) => `${formatted} BTC`

/**
 * What one output of a Bitcoin transaction does, in the visitor's language (`t`, the approve room,
 * English by default): "Pays 0.5 BTC to bcrt1q…", "Returns … to your account as change", "Carries
 * the memo …" (the memo as text, or as hex).
 *
 * @example
 * bitcoinOutputText({ kind: 'change', address: 'bcrt1q…', value }) // 'Returns 0.49999859 BTC to your account as change'
 */
export function bitcoinOutputText(output: DescribedBitcoinOutput, t: Messages = english.approve): string {
  const amount = btc(output.value)
  switch (output.kind) {
    case 'payment':
      return output.address === undefined
        ? t.btcPaysScript({ amount })
        : t.btcPays({ amount, address: output.address })
    case 'change':
      return t.btcChange({ amount })
    case 'memo':
      return output.memo.format === 'text'
        ? t.btcMemoText({ memo: output.memo.text })
        : t.btcMemoHex({ memo: output.memo.hex })
  }
}

/**
 * One output a Bitcoin transaction spends, in the visitor's language: the account's own (signed now
 * or not, with any sighash type other than SIGHASH_ALL), or another's that Latch does not sign.
 *
 * @example
 * bitcoinInputText({ address: 'bcrt1q…', own: true, signed: true, value }) // '0.5 BTC of your account'
 */
export function bitcoinInputText(input: DescribedBitcoinInput, t: Messages = english.approve): string {
  if (input.own && input.signed) {
    const amount = btc(input.value)
    return input.sighash
      ? t.btcInputOwnSighash({ amount, sighash: sighashText(input.sighash, t) })
      : t.btcInputOwn({ amount })
  }
  if (input.own) return t.btcInputOwnUnsigned({ amount: btc(input.value) })
  const amount = input.value.formatted === 'unknown' ? t.btcAmountNotGiven() : btc(input.value)
  return input.address === undefined
    ? t.btcInputOtherScript({ amount })
    : t.btcInputOther({ amount, address: input.address })
}

/**
 * A Bitcoin transaction's fee with its rate: "0.00000141 BTC (1 sat/vB)", or why it is unknown.
 *
 * @example
 * bitcoinFeeText(description) // '0.00000282 BTC (2 sat/vB)'
 */
export function bitcoinFeeText(
  description: Pick<DescribedBitcoinTransaction, 'fee' | 'feeRate'>,
  t: Messages = english.approve,
): string {
  if (!description.fee) return t.btcFeeUnknown()
  if (description.feeRate === undefined) return btc(description.fee)
  return t.btcFeeRate({ fee: btc(description.fee), rate: String(Number(description.feeRate.toFixed(1))) })
}

/**
 * A Bitcoin transaction as lines of text in the visitor's language (the approval popup's): its
 * warnings, what it sends, each output it pays, the fee and each output it spends.
 *
 * @example
 * bitcoinTransactionLines(description) // ['Sends: 0.5 BTC', '1. Pays 0.5 BTC to bcrt1q…', …]
 */
export function bitcoinTransactionLines(
  description: DescribedBitcoinTransaction,
  t: Messages = english.approve,
): string[] {
  return [
    ...description.warnings.map((warning) => t.warning({ text: warningText(warning, t) })),
    t.line({ label: t.sends(), value: btc(description.sends) }),
    ...description.outputs.map((output, index) => `${index + 1}. ${bitcoinOutputText(output, t)}`),
    t.line({ label: t.fee(), value: bitcoinFeeText(description, t) }),
    t.heading({ label: t.spends() }),
    ...description.inputs.map((input) => `  ${bitcoinInputText(input, t)}`),
  ]
}
