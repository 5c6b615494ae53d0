import { describe, expect, it } from 'vitest'
import { placeholderOnrampQuote, placeholderQuoteId } from './placeholderOnrampQuote'

describe('placeholderOnrampQuote (docs/behaviour.md#calls)', () => {
  it('has the amount as every fee and figure, in the payment currency, and a mocked quote id', () => {
    const figure = { amount: '75.50', currency: 'EUR' }
    expect(placeholderOnrampQuote('75.50', 'EUR')).toEqual({
      coinbaseFee: figure,
      networkFee: figure,
      paymentSubtotal: figure,
      paymentTotal: figure,
      purchaseAmount: figure,
      quoteId: placeholderQuoteId,
    })
  })
})
