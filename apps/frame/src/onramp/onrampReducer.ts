import {
  type CaipNetworkId,
  checkOnrampAmount,
  limits,
  type OnrampAmount,
  type OnrampOptions,
  type OnrampPaymentMethod,
  type OnrampProviderId,
  onrampProviders,
  type PaymentMethodLimit,
  type PurchaseCurrency,
} from '@latch/shared-types'
import { fiatAmount } from './fiatAmount'
import {
  initialOnrampState,
  type OnrampPurchase,
  type OnrampPurchaseStatus,
  type OnrampQuoteResult,
  type OnrampState,
} from './OnrampState'

export type OnrampAction =
  | { type: 'start'; key: string; network: CaipNetworkId }
  | { type: 'optionsLoaded'; key: string; options: OnrampOptions; fallback: boolean }
  | { type: 'setAmount'; amount: string }
  | { type: 'pickPaymentCurrency'; id: string }
  | { type: 'pickPurchaseCurrency'; id: string }
  | { type: 'pickPaymentMethod'; method: OnrampPaymentMethod }
  | { type: 'quoteStart'; input: string }
  /** `input` is the quoteInput asked about: an answer for an input since changed is dropped. */
  | { type: 'quoted'; input: string; provider: OnrampProviderId; result: OnrampQuoteResult }
  | { type: 'openStart'; provider: OnrampProviderId }
  | { type: 'openFailed'; error: string }
  | {
      type: 'purchaseStarted'
      purchase: Omit<OnrampPurchase, 'status' | 'failureReason' | 'purchased'>
    }
  | { type: 'checkoutBlocked'; blocked: boolean }
  | {
      type: 'purchaseUpdate'
      sessionId: string
      status: OnrampPurchaseStatus
      failureReason?: string | undefined
      purchased?: OnrampAmount | undefined
    }
  | { type: 'retry' }
  | { type: 'reset' }

const finished = (status: OnrampPurchaseStatus) => status === 'success' || status === 'failed'

// Any change to what is bought makes the quotes stale and the last checkout error moot.
const edited = (state: OnrampState, change: Partial<OnrampState>): OnrampState => ({
  ...state,
  ...change,
  quotes: {},
  quotesFor: undefined,
  error: undefined,
})

/**
 * The purchase currencies that can be delivered on `network`.
 *
 * @example
 * purchaseCurrenciesOn(options, 'eip155:31337').map((currency) => currency.symbol) // ['ETH', 'USDL', …]
 */
export function purchaseCurrenciesOn(
  options: OnrampOptions | undefined,
  network: CaipNetworkId | undefined,
): PurchaseCurrency[] {
  if (!options || !network) return []
  return options.purchaseCurrencies.filter((currency) =>
    currency.networks.some((candidate) => candidate.name === network),
  )
}

/**
 * The Buy flow as plain state: a new account or network starts afresh; the options pick the first
 * token the network offers and keep the payment currency when they list it; any change of the input
 * drops the quotes, and a quote answered for an input since changed is ignored; a purchase only moves
 * forward (waiting, pending, then success or failed), and one that ended stays as it ended.
 *
 * @example
 * onrampReducer(state, { type: 'setAmount', amount: '80' }).quotes // {}
 */
export function onrampReducer(state: OnrampState, action: OnrampAction): OnrampState {
  switch (action.type) {
    case 'start':
      return action.key === state.key
        ? { ...state, error: undefined }
        : {
            ...initialOnrampState,
            key: action.key,
            network: action.network,
          }
    case 'optionsLoaded': {
      if (action.key !== state.key) return state
      const { options } = action
      const offered = purchaseCurrenciesOn(options, state.network)
      const purchaseCurrency = offered.some((currency) => currency.id === state.purchaseCurrency)
        ? state.purchaseCurrency
        : offered[0]?.id
      const paymentCurrency = options.paymentCurrencies.some(
        (currency) => currency.id === state.paymentCurrency,
      )
        ? state.paymentCurrency
        : (options.paymentCurrencies[0]?.id ?? state.paymentCurrency)
      return edited(state, { options, optionsFallback: action.fallback, purchaseCurrency, paymentCurrency })
    }
    case 'setAmount':
      return edited(state, { amount: action.amount })
    case 'pickPaymentCurrency':
      return state.options?.paymentCurrencies.some((currency) => currency.id === action.id)
        ? edited(state, { paymentCurrency: action.id })
        : state
    case 'pickPurchaseCurrency':
      return purchaseCurrenciesOn(state.options, state.network).some((currency) => currency.id === action.id)
        ? edited(state, { purchaseCurrency: action.id })
        : state
    case 'pickPaymentMethod':
      return edited(state, { paymentMethod: action.method })
    case 'quoteStart':
      if (action.input !== quoteInput(state)) return state
      return {
        ...state,
        quotesFor: action.input,
        quotes: Object.fromEntries(onrampProviders.map((provider) => [provider.id, { status: 'loading' }])),
      }
    case 'quoted':
      if (action.input !== state.quotesFor) return state
      return { ...state, quotes: { ...state.quotes, [action.provider]: action.result } }
    case 'openStart':
      return state.opening ? state : { ...state, opening: action.provider, error: undefined }
    case 'openFailed':
      return { ...state, opening: undefined, error: action.error }
    case 'purchaseStarted':
      return {
        ...state,
        opening: undefined,
        error: undefined,
        purchase: { ...action.purchase, status: 'waiting', failureReason: undefined, purchased: undefined },
      }
    case 'checkoutBlocked':
      return state.purchase ? { ...state, purchase: { ...state.purchase, blocked: action.blocked } } : state
    case 'purchaseUpdate': {
      const { purchase } = state
      if (!purchase || purchase.sessionId !== action.sessionId || finished(purchase.status)) return state
      if (action.status === 'waiting' && purchase.status === 'pending') return state
      return {
        ...state,
        purchase: {
          ...purchase,
          status: action.status,
          // Without the provider's reason BuyInProgress says only that the payment failed.
          failureReason: action.status === 'failed' ? action.failureReason || undefined : undefined,
          purchased: action.purchased ?? purchase.purchased,
        },
      }
    }
    case 'retry':
      return { ...state, purchase: undefined, error: undefined, opening: undefined }
    case 'reset':
      return {
        ...initialOnrampState,
        key: state.key,
        network: state.network,
        options: state.options,
        optionsFallback: state.optionsFallback,
        purchaseCurrency: state.purchaseCurrency,
        paymentCurrency: state.paymentCurrency,
      }
  }
}

/**
 * The amount range of the payment method picked, for the payment currency picked: the options'
 * `payment_method_limits`, else the limits of docs/behaviour.md#validation.
 *
 * @example
 * onrampLimit({ ...state, paymentMethod: 'ach_bank_account' }) // { id: 'ach_bank_account', min: '10.00', max: '25000.00' }
 */
export function onrampLimit(state: OnrampState): PaymentMethodLimit | undefined {
  const listed = state.options?.paymentCurrencies
    .find((currency) => currency.id === state.paymentCurrency)
    ?.payment_method_limits.find((limit) => limit.id === state.paymentMethod)
  return listed ?? limits.onramp.paymentMethodLimits.find((limit) => limit.id === state.paymentMethod)
}

/**
 * What is wrong with the amount (the payment limits of docs/behaviour.md#validation, checked before the user leaves the
 * modal), or undefined when it may be paid.
 *
 * @example
 * onrampAmountError({ ...state, amount: '8000', paymentMethod: 'card' }) // 'The most you can pay with a card is 7,500.00 USD'
 */
export function onrampAmountError(state: OnrampState): string | undefined {
  const limit = onrampLimit(state)
  if (!limit) return 'Choose how to pay'
  return checkOnrampAmount(state.amount, limit, state.paymentCurrency)
}

/**
 * Why no provider can be chosen yet, or undefined when one can: the options must have come, a token
 * be picked and the amount be within its limits.
 *
 * @example
 * onrampBlocker({ ...state, options: undefined }) // 'Loading…'
 */
export function onrampBlocker(state: OnrampState): string | undefined {
  if (!state.options || !state.network) return 'Loading…'
  if (!state.purchaseCurrency) return 'Select a token'
  return onrampAmountError(state)
}

/**
 * The input a quote is asked for, as one string (network, token, currency, method, amount), or
 * undefined while no provider can be chosen: quotes are kept and answers matched by it.
 *
 * @example
 * quoteInput(state) // 'eip155:31337|USDL|USD|card|50.00'
 */
export function quoteInput(state: OnrampState): string | undefined {
  if (onrampBlocker(state)) return undefined
  const amount = fiatAmount(state.amount)
  if (!amount || !state.network || !state.purchaseCurrency) return undefined
  return [state.network, state.purchaseCurrency, state.paymentCurrency, state.paymentMethod, amount].join('|')
}
