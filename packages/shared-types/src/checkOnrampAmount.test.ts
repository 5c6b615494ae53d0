import { describe, expect, it } from 'vitest'
import { checkOnrampAmount } from './checkOnrampAmount'
import { limits } from './limits'

const [card, bank] = limits.onramp.paymentMethodLimits

describe('checkOnrampAmount', () => {
  it('accepts amounts within the card limits, both ends included', () => {
    expect(checkOnrampAmount('10', card, 'USD')).toBeUndefined()
    expect(checkOnrampAmount('50.5', card, 'USD')).toBeUndefined()
    expect(checkOnrampAmount('7500.00', card, 'EUR')).toBeUndefined()
  })

  it('refuses a card amount over 7,500.00 by a cent, naming the limit', () => {
    expect(checkOnrampAmount('7500.01', card, 'USD')).toBe('The most you can pay with a card is 7,500.00 USD')
  })

  it('refuses under 10.00', () => {
    expect(checkOnrampAmount('9.99', card, 'EUR')).toBe('The least you can pay with a card is 10.00 EUR')
  })

  it('lets a bank account pay what a card may not', () => {
    expect(checkOnrampAmount('20000', bank, 'USD')).toBeUndefined()
    expect(checkOnrampAmount('25000.50', bank, 'USD')).toBe(
      'The most you can pay from a bank account is 25,000.00 USD',
    )
  })

  it('asks for an amount when there is none or it is not a plain amount of cents', () => {
    for (const typed of ['', '0', '0.00', 'abc', '-5', '1e3', '10.001', '1,000'])
      expect(checkOnrampAmount(typed, card, 'USD')).toBe('Enter an amount')
  })
})
