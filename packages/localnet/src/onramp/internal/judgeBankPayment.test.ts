import { describe, expect, it } from 'vitest'
import { judgeBankPayment } from './judgeBankPayment.mjs'

describe('judgeBankPayment', () => {
  it('accepts the test account, and the failing one with its reason for later', () => {
    expect(judgeBankPayment({ routingNumber: '110000000', accountNumber: '0001 2345 6789' })).toEqual({
      outcome: 'accepted',
    })
    expect(judgeBankPayment({ routingNumber: '110000000', accountNumber: '000111111116' })).toEqual({
      outcome: 'accepted',
      failureReason: 'The bank account could not be debited.',
    })
  })

  it('refuses any other routing or account number at once', () => {
    for (const account of [
      { routingNumber: '110000001', accountNumber: '000123456789' },
      { routingNumber: '110000000', accountNumber: '000123456788' },
      { routingNumber: '', accountNumber: '' },
    ])
      expect(judgeBankPayment(account)).toEqual({
        outcome: 'invalid',
        message: 'Check the routing and account numbers.',
      })
  })
})
