import type { OnrampQuote } from '@latch/shared-types'

/** The quote id of a placeholder quote: no provider made it. */
export const placeholderQuoteId = 'mocked-quote-id'

/**
 * The quote shown when POST /v1/onramp/quote fails (docs/behaviour.md#calls): the amount as every fee (and as
 * every other figure), in the payment currency, with a mocked quote id. It says nothing about what
 * would arrive, so the view shows it as an estimate that is unavailable.
 *
 * @example
 * placeholderOnrampQuote('50.00', 'USD').coinbaseFee // { amount: '50.00', currency: 'USD' }
 */
export function placeholderOnrampQuote(amount: string, paymentCurrency: string): OnrampQuote {
  const figure = { amount, currency: paymentCurrency }
  return {
    coinbaseFee: figure,
    networkFee: figure,
    paymentSubtotal: figure,
    paymentTotal: figure,
    purchaseAmount: figure,
    quoteId: placeholderQuoteId,
  }
}
