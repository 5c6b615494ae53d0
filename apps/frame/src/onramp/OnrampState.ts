import type {
  CaipNetworkId,
  OnrampAmount,
  OnrampOptions,
  OnrampPaymentMethod,
  OnrampProviderId,
  OnrampQuote,
} from '@latch/shared-types'

/** One provider's quote: asked for, answered, or the placeholder of docs/behaviour.md#calls when the call failed. */
export type OnrampQuoteResult =
  | { status: 'loading' }
  | { status: 'quoted'; quote: OnrampQuote }
  | { status: 'placeholder'; quote: OnrampQuote }

/**
 * Where a purchase is, as the provider's history tells it: no payment yet, paid and on its way,
 * arrived, or refused.
 */
export type OnrampPurchaseStatus = 'waiting' | 'pending' | 'success' | 'failed'

/** The purchase followed by BuyInProgress, from the checkout URL made for it. */
export type OnrampPurchase = {
  provider: OnrampProviderId
  /** The generator's session id: the history item's `onramp.transactionId`. */
  sessionId: string
  /** The checkout, opened in the popup (or offered as a link when the browser blocked it). */
  url: string
  blocked: boolean
  paymentTotal: OnrampAmount
  /** The token bought, by symbol. */
  purchaseCurrency: string
  /** What the provider's quote said would arrive, when it gave one. */
  estimate: OnrampAmount | undefined
  status: OnrampPurchaseStatus
  /** Why the payment failed, in the provider's words; undefined when it gave none. */
  failureReason: string | undefined
  /** What arrived, once it did. */
  purchased: OnrampAmount | undefined
}

/**
 * The Buy flow's state (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress). The
 * shape lives apart from its reducer, as SendState does.
 */
export type OnrampState = {
  /** Whose purchase it is (`<chainId>:<address>`): one left by another account or network starts afresh. */
  key: string | undefined
  /** The connected network the tokens are bought on. */
  network: CaipNetworkId | undefined
  /** What can be bought and paid with; undefined until the options call answered (or failed). */
  options: OnrampOptions | undefined
  /** The options are the built-in default list (docs/behaviour.md#calls: the options call failed). */
  optionsFallback: boolean
  /** The fiat amount as typed. */
  amount: string
  /** The fiat currency, by id ('USD'). */
  paymentCurrency: string
  /** The token to buy, by symbol; undefined while the network offers none. */
  purchaseCurrency: string | undefined
  paymentMethod: OnrampPaymentMethod
  quotes: Partial<Record<OnrampProviderId, OnrampQuoteResult>>
  /** The input (quoteInput) the quotes were asked for; answers for another input are dropped. */
  quotesFor: string | undefined
  /** The provider whose checkout URL is being made. */
  opening: OnrampProviderId | undefined
  /** Why the checkout could not be opened. */
  error: string | undefined
  purchase: OnrampPurchase | undefined
}

export const initialOnrampState: OnrampState = {
  key: undefined,
  network: undefined,
  options: undefined,
  optionsFallback: false,
  amount: '50',
  paymentCurrency: 'USD',
  purchaseCurrency: undefined,
  paymentMethod: 'card',
  quotes: {},
  quotesFor: undefined,
  opening: undefined,
  error: undefined,
  purchase: undefined,
}
