import { parseFiatCents } from './fiatCents'
import type { PaymentMethodLimit } from './OnrampOptions'
import type { OnrampPaymentMethod } from './OnrampProvider'

const methodWords: Record<OnrampPaymentMethod, string> = {
  card: 'with a card',
  ach_bank_account: 'from a bank account',
}

const money = (value: bigint) =>
  `${(value / 100n).toLocaleString('en-US')}.${String(value % 100n).padStart(2, '0')}`

/**
 * Checks a fiat amount typed for a purchase against its payment method's limits (docs/behaviour.md#validation: card
 * 10.00 to 7,500.00, bank account 10.00 to 25,000.00) before the user leaves for the checkout.
 * Answers undefined when it may be paid, else what to fix. Amounts are compared in whole cents, so
 * 7500.001 is not mistaken for 7500.00.
 *
 * @example
 * checkOnrampAmount('50', { id: 'card', min: '10.00', max: '7500.00' }, 'USD') // undefined
 * checkOnrampAmount('8000', { id: 'card', min: '10.00', max: '7500.00' }, 'USD')
 * // 'The most you can pay with a card is 7,500.00 USD'
 */
export function checkOnrampAmount(
  amount: string,
  limit: PaymentMethodLimit,
  currency: string,
): string | undefined {
  const problem = onrampAmountProblem(amount, limit)
  if (!problem) return undefined
  if (problem.kind === 'empty') return 'Enter an amount'
  const words = methodWords[limit.id as OnrampPaymentMethod] ?? `by ${limit.id}`
  return `The ${problem.kind} you can pay ${words} is ${money(problem.cents)} ${currency}`
}

/** What is wrong with a fiat amount for a payment method: none typed, or below its least or above its most (in cents). */
export type OnrampAmountProblem = { kind: 'empty' } | { kind: 'least' | 'most'; cents: bigint }

/**
 * checkOnrampAmount's finding as data, for a text in another language: undefined when the amount
 * may be paid.
 *
 * @example
 * onrampAmountProblem('8000', { id: 'card', min: '10.00', max: '7500.00' }) // { kind: 'most', cents: 750000n }
 */
export function onrampAmountProblem(
  amount: string,
  limit: PaymentMethodLimit,
): OnrampAmountProblem | undefined {
  const value = parseFiatCents(amount.trim())
  if (value === undefined || value === 0n) return { kind: 'empty' }
  const min = parseFiatCents(limit.min)
  const max = parseFiatCents(limit.max)
  if (min !== undefined && value < min) return { kind: 'least', cents: min }
  if (max !== undefined && value > max) return { kind: 'most', cents: max }
  return undefined
}
