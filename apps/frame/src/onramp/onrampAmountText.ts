import { onrampAmountProblem } from '@latch/shared-types'
import type inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import type onrampMessages from '@/i18n/compiled/en/onramp'
import type { OnrampState } from './OnrampState'
import { onrampLimit } from './onrampReducer'

type OnrampMessages = (typeof onrampMessages)['onramp']
type InputErrorMessages = (typeof inputErrorsMessages)['inputErrors']

const bounds = {
  card: { least: 'leastCard', most: 'mostCard' },
  ach_bank_account: { least: 'leastBank', most: 'mostBank' },
} as const

/**
 * What onrampAmountError finds wrong with the amount, said in the visitor's language (the onramp
 * room's messages, the input errors' 'Enter an amount'; the limit written as the locale writes
 * money), or undefined when it may be paid.
 *
 * @example
 * onrampAmountText({ ...state, amount: '8000' }, de.onramp, de.inputErrors, 'de')
 * // 'Mit einer Karte kannst du höchstens 7.500,00 USD bezahlen'
 */
export function onrampAmountText(
  state: OnrampState,
  t: OnrampMessages,
  errors: InputErrorMessages,
  locale: string,
): string | undefined {
  const limit = onrampLimit(state)
  if (!limit) return t.chooseHowToPay()
  const problem = onrampAmountProblem(state.amount, limit)
  if (!problem) return undefined
  if (problem.kind === 'empty') return errors.enterAmount()
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number(problem.cents) / 100,
  )
  const params = { amount, currency: state.paymentCurrency }
  const known = bounds[limit.id as keyof typeof bounds]
  if (known) return t[known[problem.kind]](params)
  return (problem.kind === 'least' ? t.leastOther : t.mostOther)({ ...params, method: limit.id })
}
