import { describe, expect, it } from 'vitest'
import { buyingUsdl, onrampOptions, usdlQuote } from './internal/testing/onrampFixtures'
import { initialOnrampState, type OnrampPurchase, type OnrampState } from './OnrampState'
import {
  onrampAmountError,
  onrampBlocker,
  onrampLimit,
  onrampReducer,
  purchaseCurrenciesOn,
  quoteInput,
} from './onrampReducer'

const key = '31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ready = buyingUsdl(key)
const quoted: OnrampState = {
  ...ready,
  quotesFor: quoteInput(ready),
  quotes: { sandpay: { status: 'quoted', quote: usdlQuote } },
  error: 'Checkout unavailable',
}
const purchase: Omit<OnrampPurchase, 'status' | 'failureReason' | 'purchased'> = {
  provider: 'sandpay',
  sessionId: 'session-1',
  url: 'http://127.0.0.1:5558/checkout?session=session-1',
  blocked: false,
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseCurrency: 'USDL',
  estimate: usdlQuote.purchaseAmount,
}
const started = onrampReducer(ready, { type: 'purchaseStarted', purchase })
const update = (state: OnrampState, status: 'waiting' | 'pending' | 'success' | 'failed', reason?: string) =>
  onrampReducer(state, {
    type: 'purchaseUpdate',
    sessionId: 'session-1',
    status,
    failureReason: reason,
    purchased: { amount: '49.49', currency: 'USDL' },
  })

describe('onrampReducer: the account and the options', () => {
  it('starts afresh for another account or network, and keeps the input for the same one', () => {
    const fresh = onrampReducer(quoted, { type: 'start', key: '31338:0xabc', network: 'eip155:31338' })
    expect(fresh).toEqual({ ...initialOnrampState, key: '31338:0xabc', network: 'eip155:31338' })
    const again = onrampReducer({ ...quoted, amount: '80' }, { type: 'start', key, network: 'eip155:31337' })
    expect(again).toMatchObject({ amount: '80', quotes: quoted.quotes, error: undefined })
  })

  it("picks the network's first token and keeps the currency the options list; ignores another account's", () => {
    const state = { ...initialOnrampState, key, network: 'eip155:31338' as const, paymentCurrency: 'EUR' }
    const loaded = onrampReducer(state, {
      type: 'optionsLoaded',
      key,
      options: onrampOptions,
      fallback: true,
    })
    expect(loaded).toMatchObject({ purchaseCurrency: 'ETH', paymentCurrency: 'EUR', optionsFallback: true })
    const kept = onrampReducer(
      { ...loaded, purchaseCurrency: 'LBTC' },
      {
        type: 'optionsLoaded',
        key,
        options: onrampOptions,
        fallback: false,
      },
    )
    expect(kept).toMatchObject({ purchaseCurrency: 'LBTC', optionsFallback: false })
    const onlyEur = { ...onrampOptions, paymentCurrencies: onrampOptions.paymentCurrencies.slice(1) }
    expect(
      onrampReducer(
        { ...state, paymentCurrency: 'USD' },
        { type: 'optionsLoaded', key, options: onlyEur, fallback: false },
      ).paymentCurrency,
    ).toBe('EUR')
    expect(
      onrampReducer(state, {
        type: 'optionsLoaded',
        key: '1:0xother',
        options: onrampOptions,
        fallback: false,
      }),
    ).toBe(state)
  })

  it('offers only the tokens delivered on the network', () => {
    expect(purchaseCurrenciesOn(onrampOptions, 'eip155:31337').map((currency) => currency.id)).toEqual([
      'ETH',
      'USDL',
    ])
    expect(purchaseCurrenciesOn(onrampOptions, 'eip155:31338').map((currency) => currency.id)).toEqual([
      'ETH',
      'LBTC',
    ])
    expect(purchaseCurrenciesOn(undefined, 'eip155:31337')).toEqual([])
  })
})

describe('onrampReducer: the input', () => {
  it('drops the quotes and the checkout error on every change of what is bought', () => {
    for (const action of [
      { type: 'setAmount', amount: '60' },
      { type: 'pickPaymentCurrency', id: 'EUR' },
      { type: 'pickPurchaseCurrency', id: 'ETH' },
      { type: 'pickPaymentMethod', method: 'ach_bank_account' },
    ] as const) {
      const next = onrampReducer(quoted, action)
      expect(next, action.type).toMatchObject({ quotes: {}, quotesFor: undefined, error: undefined })
    }
  })

  it('refuses a currency the options do not list, and a token not delivered on the network', () => {
    expect(onrampReducer(quoted, { type: 'pickPaymentCurrency', id: 'GBP' })).toBe(quoted)
    expect(onrampReducer(quoted, { type: 'pickPurchaseCurrency', id: 'LBTC' })).toBe(quoted)
  })
})

describe('onrampReducer: quotes', () => {
  it('asks for the input shown, and keeps only answers for the input asked about', () => {
    const input = quoteInput(ready) ?? ''
    expect(input).toBe('eip155:31337|USDL|USD|card|50.00')
    const asking = onrampReducer(ready, { type: 'quoteStart', input })
    expect(asking.quotes).toEqual({ sandpay: { status: 'loading' }, harbor: { status: 'loading' } })
    expect(onrampReducer(ready, { type: 'quoteStart', input: 'stale' })).toBe(ready)

    const answered = onrampReducer(asking, {
      type: 'quoted',
      input,
      provider: 'sandpay',
      result: { status: 'quoted', quote: usdlQuote },
    })
    expect(answered.quotes.sandpay).toEqual({ status: 'quoted', quote: usdlQuote })
    expect(answered.quotes.harbor).toEqual({ status: 'loading' })

    // Typed on before the answer came: it is for 50, not 60.
    const typed = onrampReducer(asking, { type: 'setAmount', amount: '60' })
    const late = onrampReducer(typed, {
      type: 'quoted',
      input,
      provider: 'sandpay',
      result: { status: 'quoted', quote: usdlQuote },
    })
    expect(late).toBe(typed)
  })

  it('writes the amount as the calls take it, and asks nothing while a provider cannot be chosen', () => {
    expect(quoteInput({ ...ready, amount: ' 75.5 ' })).toBe('eip155:31337|USDL|USD|card|75.50')
    expect(quoteInput({ ...ready, amount: '8000' })).toBeUndefined()
    expect(quoteInput({ ...ready, options: undefined })).toBeUndefined()
  })
})

describe('onramp limits (docs/behaviour.md#validation)', () => {
  const error = (amount: string, paymentMethod: OnrampState['paymentMethod'], paymentCurrency = 'USD') =>
    onrampAmountError({ ...ready, amount, paymentMethod, paymentCurrency })

  it('takes a card from 10.00 to 7,500.00', () => {
    expect(error('10', 'card')).toBeUndefined()
    expect(error('7500.00', 'card')).toBeUndefined()
    expect(error('9.99', 'card')).toBe('The least you can pay with a card is 10.00 USD')
    expect(error('7500.01', 'card')).toBe('The most you can pay with a card is 7,500.00 USD')
    expect(error('8000', 'card', 'EUR')).toBe('The most you can pay with a card is 7,500.00 EUR')
  })

  it('takes a bank account from 10.00 to 25,000.00', () => {
    expect(error('8000', 'ach_bank_account')).toBeUndefined()
    expect(error('25000', 'ach_bank_account')).toBeUndefined()
    expect(error('25000.01', 'ach_bank_account')).toBe(
      'The most you can pay from a bank account is 25,000.00 USD',
    )
    expect(error('5', 'ach_bank_account', 'EUR')).toBe(
      'The least you can pay from a bank account is 10.00 EUR',
    )
  })

  it("asks for an amount when there is none, and reads the options' limits before the built-in ones", () => {
    expect(error('', 'card')).toBe('Enter an amount')
    expect(error('1e3', 'card')).toBe('Enter an amount')
    const strict = {
      ...onrampOptions,
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '100.00' }] },
      ],
    }
    expect(onrampLimit({ ...ready, options: strict })).toEqual({ id: 'card', min: '20.00', max: '100.00' })
    expect(onrampAmountError({ ...ready, options: strict, amount: '150' })).toBe(
      'The most you can pay with a card is 100.00 USD',
    )
    // A method the options leave out for the currency falls back to the limits of docs/behaviour.md#constants-and-limits.
    expect(onrampLimit({ ...ready, options: strict, paymentMethod: 'ach_bank_account' })?.max).toBe(
      '25000.00',
    )
  })

  it('blocks the providers until the options came, a token is picked and the amount is within the limits', () => {
    expect(onrampBlocker(ready)).toBeUndefined()
    expect(onrampBlocker({ ...ready, options: undefined })).toBe('Loading…')
    expect(onrampBlocker({ ...ready, purchaseCurrency: undefined })).toBe('Select a token')
    expect(onrampBlocker({ ...ready, amount: '8000' })).toBe(
      'The most you can pay with a card is 7,500.00 USD',
    )
  })
})

describe('onrampReducer: the checkout and the purchase', () => {
  it('opens one checkout at a time, and says why one failed', () => {
    const opening = onrampReducer(quoted, { type: 'openStart', provider: 'harbor' })
    expect(opening).toMatchObject({ opening: 'harbor', error: undefined })
    expect(onrampReducer(opening, { type: 'openStart', provider: 'sandpay' })).toBe(opening)
    expect(onrampReducer(opening, { type: 'openFailed', error: 'Invalid parameter' })).toMatchObject({
      opening: undefined,
      error: 'Invalid parameter',
    })
    expect(onrampReducer(opening, { type: 'purchaseStarted', purchase })).toMatchObject({
      opening: undefined,
      purchase: { ...purchase, status: 'waiting', failureReason: undefined, purchased: undefined },
    })
  })

  it('moves a purchase forward only, for its own session, and keeps how it ended', () => {
    const pending = update(started, 'pending')
    expect(pending.purchase?.status).toBe('pending')
    expect(update(pending, 'waiting')).toBe(pending)
    const done = update(pending, 'success')
    expect(done.purchase).toMatchObject({
      status: 'success',
      purchased: { amount: '49.49', currency: 'USDL' },
    })
    expect(update(done, 'failed', 'Declined')).toBe(done)
    const other = onrampReducer(started, {
      type: 'purchaseUpdate',
      sessionId: 'session-2',
      status: 'success',
    })
    expect(other).toBe(started)
    expect(onrampReducer(ready, { type: 'purchaseUpdate', sessionId: 'session-1', status: 'success' })).toBe(
      ready,
    )
  })

  it("keeps a failure's reason, and none when the provider gave none (BuyInProgress says it failed)", () => {
    expect(update(started, 'failed', 'Your card was declined').purchase).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined',
    })
    expect(update(started, 'failed', '').purchase).toMatchObject({
      status: 'failed',
      failureReason: undefined,
    })
  })

  it('marks a blocked checkout, goes back to choosing on retry, and keeps options and picks on reset', () => {
    expect(onrampReducer(started, { type: 'checkoutBlocked', blocked: true }).purchase?.blocked).toBe(true)
    expect(onrampReducer(ready, { type: 'checkoutBlocked', blocked: true })).toBe(ready)
    expect(onrampReducer(update(started, 'failed', 'Declined'), { type: 'retry' })).toMatchObject({
      purchase: undefined,
      amount: '50',
      purchaseCurrency: 'USDL',
    })
    const after = onrampReducer(
      { ...update(started, 'success'), amount: '70', paymentCurrency: 'EUR' },
      { type: 'reset' },
    )
    expect(after).toEqual({
      ...initialOnrampState,
      key,
      network: 'eip155:31337',
      options: onrampOptions,
      purchaseCurrency: 'USDL',
      paymentCurrency: 'EUR',
    })
  })
})
