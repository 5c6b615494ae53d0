/** An amount in one currency, as a decimal string. */
export interface OnrampAmount {
  amount: string
  currency: string
}

/** What POST /v1/onramp/quote answers (docs/behaviour.md#entities, #calls). */
export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}
