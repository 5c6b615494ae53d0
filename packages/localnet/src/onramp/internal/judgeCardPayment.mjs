import { checkoutEnglish } from './checkoutLanguage.mjs'

/**
 * What the sandbox's card network makes of a card:
 * - `invalid`: the details are wrong (the form shows `message`, nothing is recorded);
 * - `declined`: recorded as FAILED with "Your card was declined.";
 * - `paid`: the test card 4242 4242 4242 4242.
 * @typedef {{ outcome: 'invalid', message: string } | { outcome: 'declined', message: string } | { outcome: 'paid' }} CardJudgement
 */

const testCardNumber = '4242424242424242'

/**
 * Judges the card fields of a checkout form like a provider's test mode: the number must pass the
 * Luhn check, the expiry (MM/YY or MM/YYYY, valid through the end of its month) must not have
 * passed, the CVC must have 3 or 4 digits; then only the test card pays and every other number
 * (4000 0000 0000 0002 among them) is declined. Spaces and dashes in the number are ignored.
 * @example
 * judgeCardPayment({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, Date.now())
 * // { outcome: 'paid' }
 * @param {{ cardNumber: string, expiry: string, cvc: string }} card
 * @param {number} nowMs
 * @returns {CardJudgement}
 */
export function judgeCardPayment({ cardNumber, expiry, cvc }, nowMs) {
  const number = cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    return { outcome: 'invalid', message: checkoutEnglish.text('cardNumberIncorrect') }
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12)
    return { outcome: 'invalid', message: checkoutEnglish.text('expiryFormat') }
  const yearText = match[2] ?? ''
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)
  const today = new Date(nowMs)
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
    return { outcome: 'invalid', message: checkoutEnglish.text('cardExpired') }
  if (!/^\d{3,4}$/.test(cvc.trim()))
    return { outcome: 'invalid', message: checkoutEnglish.text('cvcIncorrect') }
  if (number === testCardNumber) return { outcome: 'paid' }
  return { outcome: 'declined', message: checkoutEnglish.text('cardDeclined') }
}

/**
 * @param {string} digits
 * @returns {boolean}
 */
function passesLuhn(digits) {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
