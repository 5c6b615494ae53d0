/** An amount in one currency, as a decimal string. */
export interface OnrampAmount {
  amount: string
  currency: string
}

/** What POST /v1/onramp/quote answers (SPEC.md §3, §7). */
export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}
