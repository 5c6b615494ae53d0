import { checkoutEnglish } from './checkoutLanguage.mjs'

/**
 * What the sandbox's bank makes of an account: `invalid` (the form shows `message`, nothing is
 * recorded), or accepted, in which case the debit settles after a delay and either `succeeds` or
 * fails with `failureReason`.
 * @typedef {{ outcome: 'invalid', message: string } | { outcome: 'accepted', failureReason?: string }} BankJudgement
 */

export const testRoutingNumber = '110000000'
export const testAccountNumber = '000123456789'
export const failingAccountNumber = '000111111116'

/**
 * Judges the bank fields of a checkout form like a provider's test mode: routing 110000000 with
 * account 000123456789 settles; with account 000111111116 it is accepted but cannot be debited;
 * anything else is refused at once. Spaces are ignored.
 * @example
 * judgeBankPayment({ routingNumber: '110000000', accountNumber: '000123456789' }) // { outcome: 'accepted' }
 * @param {{ routingNumber: string, accountNumber: string }} account
 * @returns {BankJudgement}
 */
export function judgeBankPayment({ routingNumber, accountNumber }) {
  const routing = routingNumber.replace(/\s/g, '')
  const account = accountNumber.replace(/\s/g, '')
  if (routing === testRoutingNumber && account === testAccountNumber) return { outcome: 'accepted' }
  if (routing === testRoutingNumber && account === failingAccountNumber)
    return { outcome: 'accepted', failureReason: checkoutEnglish.text('bankNotDebited') }
  return { outcome: 'invalid', message: checkoutEnglish.text('bankCheckNumbers') }
}
