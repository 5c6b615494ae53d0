import type { OnrampQuote } from '@latch/shared-types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiCall, ApiRequestError } from '@/api/createApiClient'
import { devnetNetwork } from '@/networks/knownNetworks'
import { createOnrampFlow, type OnrampWindow } from '@/onramp/createOnrampFlow'
import { onrampOptions, usdlQuote } from '@/onramp/internal/testing/onrampFixtures'
import { onrampAtom } from '@/onramp/onrampAtom'
import { placeholderOnrampQuote } from '@/onramp/placeholderOnrampQuote'
import { connectionAtom, knownContractsAtom, networksAtom, routerAtom } from '@/state/atoms'
import { initialConnectionState } from '@/state/connectionReducer'
import { initialRouterState } from '@/state/routerReducer'
import type { ToastAction } from '@/state/toastReducer'
import { testContext } from '@/testing/testContext'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const checkoutUrl = 'http://127.0.0.1:5558/checkout?session=session-1&signature=ab'

type Route = (call: ApiCall | undefined, path: string) => unknown
type OnrampHistoryStatus = 'pending' | 'success' | 'failed'

/** A history item of the provider's, as GET /api/v1/account/{address}/history?onramp= answers it. */
function purchaseItem(sessionId: string, status: OnrampHistoryStatus, failureReason = '') {
  return {
    id: `onramp-${sessionId}`,
    metadata: {
      minedAt: '2030-01-01T00:00:00.000Z',
      operationType: 'buy',
      hash: status === 'success' ? '0xabc' : '',
    },
    transfers: [],
    onramp: {
      provider: 'sandpay',
      transactionId: sessionId,
      status,
      ...(status === 'failed' && { failureReason }),
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.49', currency: 'USDL' },
    },
  }
}

/**
 * The Buy flow over a fresh store: the account connected on devnet A, OnRampProviders shown over
 * Account, and a fake of the frame's /api whose `routes` answer by path (a throw is a failed call).
 */
function setUp(routes: Record<string, Route>, options: { popup?: OnrampWindow | null } = {}) {
  const calls: { path: string; call: ApiCall | undefined }[] = []
  const api = (async (path: string, call?: ApiCall) => {
    calls.push({ path, call })
    const route = routes[path]
    if (!route) throw new ApiRequestError(404, `No route ${path}`)
    return route(call, path)
  }) as Parameters<typeof testContext>[0]
  const { context, store } = testContext(api)
  const toasts: ToastAction[] = []
  const dispatchToast = context.dispatchToast
  context.dispatchToast = (action) => {
    toasts.push(action)
    dispatchToast(action)
  }
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  store.set(knownContractsAtom, [
    { chainId: 31_337, routers: [], tokens: [{ address: usdl, symbol: 'USDL', decimals: 6 }] },
  ])
  store.set(connectionAtom, { ...initialConnectionState, status: 'connected', address, chainId: 31_337 })
  store.set(routerAtom, {
    ...initialRouterState,
    open: true,
    view: 'OnRampProviders',
    history: ['Account', 'OnRampProviders'],
  })
  const popup = options.popup === undefined ? fakePopup() : options.popup
  const openWindow = vi.fn((_url: string, _target: string, _features: string) => {
    calls.push({ path: 'window.open', call: undefined })
    return popup
  })
  const refreshBalances = vi.fn(async (_options: { force?: boolean }) => undefined)
  const refreshActivity = vi.fn()
  const flow = createOnrampFlow(context, { refreshBalances, refreshActivity, openWindow, pollMs: 10 })
  return { flow, store, calls, toasts, popup, openWindow, refreshBalances, refreshActivity }
}

function fakePopup(): OnrampWindow & { closed: boolean } {
  return {
    location: { href: 'about:blank' },
    opener: {},
    closed: false,
    close() {
      this.closed = true
    },
  }
}

const quoteOk: Route = (call) => ({
  ...usdlQuote,
  coinbaseFee: { amount: call?.body?.provider === 'harbor' ? '1.00' : '0.50', currency: 'USD' },
})
const urlOk: Route = () => ({ url: checkoutUrl, sessionId: 'session-1' })
const baseRoutes: Record<string, Route> = {
  '/api/v1/onramp/options': () => onrampOptions,
  '/api/v1/onramp/quote': quoteOk,
  '/api/v1/generators/onrampurl': urlOk,
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const paths = (calls: { path: string }[]) => calls.map((call) => call.path)

let logged: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('createOnrampFlow: options and quotes', () => {
  it("loads the server's options and picks the network's first token", async () => {
    const frame = setUp(baseRoutes)
    await frame.flow.begin()
    expect(frame.store.get(onrampAtom)).toMatchObject({
      key: `31337:${address.toLowerCase()}`,
      network: 'eip155:31337',
      options: onrampOptions,
      optionsFallback: false,
      purchaseCurrency: 'ETH',
      amount: '50',
      paymentCurrency: 'USD',
    })
    await frame.flow.begin()
    expect(paths(frame.calls)).toEqual(['/api/v1/onramp/options'])
  })

  it('uses the built-in default list when the options call fails, and asks again on the next begin', async () => {
    const routes: Record<string, Route> = {
      ...baseRoutes,
      '/api/v1/onramp/options': () => Promise.reject(new ApiRequestError(502, 'Bad gateway')),
    }
    const frame = setUp(routes)
    await frame.flow.begin()
    const state = frame.store.get(onrampAtom)
    expect(state.optionsFallback).toBe(true)
    expect(state.options?.purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH', 'USDL'])
    expect(state.options?.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(logged).toHaveBeenCalled()
    routes['/api/v1/onramp/options'] = () => onrampOptions
    await frame.flow.begin()
    expect(frame.store.get(onrampAtom)).toMatchObject({ options: onrampOptions, optionsFallback: false })
  })

  it('asks each provider for a quote of the input once, with the amount written as the call takes it', async () => {
    const frame = setUp(baseRoutes)
    await frame.flow.begin()
    frame.store.set(onrampAtom, { ...frame.store.get(onrampAtom), purchaseCurrency: 'USDL', amount: '75.5' })
    await frame.flow.quote()
    await frame.flow.quote()
    const quoteCalls = frame.calls.filter((call) => call.path === '/api/v1/onramp/quote')
    expect(quoteCalls.map((call) => call.call?.body)).toEqual(
      ['sandpay', 'harbor'].map((provider) => ({
        purchaseCurrency: 'USDL',
        paymentCurrency: 'USD',
        amount: '75.50',
        network: 'eip155:31337',
        paymentMethod: 'card',
        provider,
      })),
    )
    const { quotes } = frame.store.get(onrampAtom)
    expect(quotes.sandpay).toMatchObject({ status: 'quoted', quote: { coinbaseFee: { amount: '0.50' } } })
    expect(quotes.harbor).toMatchObject({ status: 'quoted', quote: { coinbaseFee: { amount: '1.00' } } })
  })

  it('shows the placeholder quote for a provider whose quote call fails', async () => {
    const frame = setUp({
      ...baseRoutes,
      '/api/v1/onramp/quote': (call) => {
        if (call?.body?.provider === 'harbor') throw new ApiRequestError(500, 'Quote unavailable')
        return quoteOk(call, '')
      },
    })
    await frame.flow.begin()
    await frame.flow.quote()
    const { quotes } = frame.store.get(onrampAtom)
    expect(quotes.sandpay?.status).toBe('quoted')
    expect(quotes.harbor).toEqual({ status: 'placeholder', quote: placeholderOnrampQuote('50.00', 'USD') })
  })

  it('drops a quote that answers after the amount changed', async () => {
    let answer: (quote: OnrampQuote) => void = () => undefined
    const frame = setUp({
      ...baseRoutes,
      '/api/v1/onramp/quote': () => new Promise<OnrampQuote>((resolve) => (answer = resolve)),
    })
    await frame.flow.begin()
    const quoting = frame.flow.quote()
    frame.store.set(onrampAtom, {
      ...frame.store.get(onrampAtom),
      amount: '60',
      quotes: {},
      quotesFor: undefined,
    })
    answer(usdlQuote)
    await Promise.race([quoting, wait(20)])
    expect(frame.store.get(onrampAtom).quotes).toEqual({})
  })
})

describe('createOnrampFlow: choosing a provider', () => {
  it('opens the popup first, asks for the checkout URL, points the popup at it and shows BuyInProgress', async () => {
    const frame = setUp(baseRoutes)
    await frame.flow.begin()
    frame.store.set(onrampAtom, { ...frame.store.get(onrampAtom), purchaseCurrency: 'USDL' })
    await frame.flow.quote()
    frame.calls.length = 0
    await frame.flow.choose('sandpay')
    expect(paths(frame.calls)).toEqual(['window.open', '/api/v1/generators/onrampurl'])
    expect(frame.openWindow).toHaveBeenCalledWith('', 'latch-onramp', 'popup,width=480,height=720')
    expect(frame.calls[1]?.call?.body).toEqual({
      destinationWallets: [{ address, blockchains: ['eip155:31337'], assets: ['USDL'] }],
      defaultNetwork: 'eip155:31337',
      partnerUserId: address.toLowerCase(),
      defaultExperience: 'buy',
      presetFiatAmount: '50.00',
      provider: 'sandpay',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
    })
    expect(frame.popup).toMatchObject({ location: { href: checkoutUrl }, opener: null })
    expect(frame.store.get(onrampAtom).purchase).toEqual({
      provider: 'sandpay',
      sessionId: 'session-1',
      url: checkoutUrl,
      blocked: false,
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseCurrency: 'USDL',
      estimate: { amount: '49.49', currency: 'USDL' },
      status: 'waiting',
      failureReason: undefined,
      purchased: undefined,
    })
    expect(frame.store.get(routerAtom).history).toEqual(['Account', 'OnRampProviders', 'BuyInProgress'])
  })

  it('asks for no checkout, and opens no popup, while the amount is outside the limits', async () => {
    const frame = setUp(baseRoutes)
    await frame.flow.begin()
    frame.store.set(onrampAtom, { ...frame.store.get(onrampAtom), amount: '8000' })
    frame.calls.length = 0
    await frame.flow.choose('sandpay')
    expect(frame.calls).toEqual([])
    expect(frame.store.get(onrampAtom).purchase).toBeUndefined()
    expect(frame.store.get(routerAtom).view).toBe('OnRampProviders')
  })

  it("closes the popup and shows the server's reason when no URL can be made", async () => {
    const frame = setUp({
      ...baseRoutes,
      '/api/v1/generators/onrampurl': () => {
        throw new ApiRequestError(400, "Invalid parameter 'presetFiatAmount': The fees take the whole amount")
      },
    })
    await frame.flow.begin()
    await frame.flow.choose('harbor')
    expect(frame.popup).toMatchObject({ closed: true })
    expect(frame.store.get(onrampAtom)).toMatchObject({
      opening: undefined,
      error: 'The fees take the whole amount',
      purchase: undefined,
    })
    expect(frame.store.get(routerAtom).view).toBe('OnRampProviders')
  })

  it('refuses a checkout link that is not http(s)', async () => {
    const frame = setUp({
      ...baseRoutes,
      '/api/v1/generators/onrampurl': () => ({ url: 'javascript:alert(1)', sessionId: 'session-1' }),
    })
    await frame.flow.begin()
    await frame.flow.choose('sandpay')
    expect(frame.popup).toMatchObject({ closed: true, location: { href: 'about:blank' } })
    expect(frame.store.get(onrampAtom).error).toBe('The server answered no checkout link')
  })

  it('offers the checkout as a link when the browser blocked the popup, and tries the popup again on request', async () => {
    const frame = setUp(baseRoutes, { popup: null })
    await frame.flow.begin()
    await frame.flow.choose('sandpay')
    expect(frame.store.get(onrampAtom).purchase).toMatchObject({ blocked: true, url: checkoutUrl })
    expect(frame.store.get(routerAtom).view).toBe('BuyInProgress')
    const popup = fakePopup()
    frame.openWindow.mockReturnValueOnce(popup)
    frame.flow.reopen()
    expect(popup.location.href).toBe(checkoutUrl)
    expect(frame.store.get(onrampAtom).purchase?.blocked).toBe(false)
  })
})

describe('createOnrampFlow: following the purchase', () => {
  async function purchasing(statuses: (OnrampHistoryStatus | 'none')[], failureReason = '') {
    const history = vi.fn(() => {
      const status = statuses.length > 1 ? statuses.shift() : statuses[0]
      return {
        data: [
          purchaseItem('older-session', 'success'),
          ...(status && status !== 'none' ? [purchaseItem('session-1', status, failureReason)] : []),
        ],
        next: null,
      }
    })
    const frame = setUp({ ...baseRoutes, [`/api/v1/account/${address}/history`]: history })
    await frame.flow.begin()
    frame.store.set(onrampAtom, { ...frame.store.get(onrampAtom), purchaseCurrency: 'USDL' })
    await frame.flow.choose('sandpay')
    return { ...frame, history }
  }

  it('asks the provider history until the tokens arrived, then toasts and refreshes balances and activity', async () => {
    const frame = await purchasing(['none', 'pending', 'success'])
    const seen: string[] = []
    const unsubscribe = frame.store.sub(onrampAtom, () => {
      const status = frame.store.get(onrampAtom).purchase?.status
      if (status && seen.at(-1) !== status) seen.push(status)
    })
    const stop = frame.flow.follow()
    await vi.waitFor(() => expect(frame.store.get(onrampAtom).purchase?.status).toBe('success'))
    unsubscribe()
    expect(seen).toEqual(['pending', 'success'])
    const historyCall = frame.calls.find((call) => call.path.endsWith('/history'))
    expect(historyCall?.call?.query).toEqual({ onramp: 'sandpay' })
    expect(frame.store.get(onrampAtom).purchase?.purchased).toEqual({ amount: '49.49', currency: 'USDL' })
    expect(frame.toasts).toEqual([{ type: 'show', message: 'Bought 49.49 USDL', variant: 'success' }])
    expect(frame.refreshBalances).toHaveBeenCalledWith({ force: true })
    expect(frame.refreshActivity).toHaveBeenCalledTimes(1)
    const asked = frame.history.mock.calls.length
    await wait(50)
    expect(frame.history.mock.calls.length).toBe(asked)
    stop()
  })

  it("shows a failed payment's reason, and stops asking", async () => {
    const frame = await purchasing(['failed'], 'Your card was declined')
    frame.flow.follow()
    await vi.waitFor(() => expect(frame.store.get(onrampAtom).purchase?.status).toBe('failed'))
    expect(frame.store.get(onrampAtom).purchase?.failureReason).toBe('Your card was declined')
    expect(frame.toasts).toEqual([])
    expect(frame.refreshBalances).not.toHaveBeenCalled()
    await wait(50)
    expect(frame.history).toHaveBeenCalledTimes(1)

    frame.flow.retry()
    expect(frame.store.get(onrampAtom).purchase).toBeUndefined()
    expect(frame.store.get(routerAtom).history).toEqual(['Account', 'OnRampProviders'])
  })

  it('keeps asking through a failed poll, and stops once stopped or once BuyInProgress is hidden', async () => {
    const frame = await purchasing(['none'])
    let fail = true
    const history = frame.history.getMockImplementation()
    frame.history.mockImplementation(() => {
      if (fail) {
        fail = false
        throw new ApiRequestError(502, 'Bad gateway')
      }
      return history?.() ?? { data: [], next: null }
    })
    const stop = frame.flow.follow()
    await vi.waitFor(() => expect(frame.history.mock.calls.length).toBeGreaterThanOrEqual(3))
    stop()
    const asked = frame.history.mock.calls.length
    await wait(50)
    expect(frame.history.mock.calls.length).toBe(asked)

    frame.flow.follow()
    await vi.waitFor(() => expect(frame.history.mock.calls.length).toBeGreaterThan(asked))
    frame.store.set(routerAtom, { ...frame.store.get(routerAtom), open: false })
    await wait(30)
    const hidden = frame.history.mock.calls.length
    await wait(50)
    expect(frame.history.mock.calls.length).toBe(hidden)
  })

  it('Done leaves the purchase behind and shows Account', async () => {
    const frame = await purchasing(['none'])
    frame.flow.done()
    expect(frame.store.get(onrampAtom)).toMatchObject({ purchase: undefined, purchaseCurrency: 'USDL' })
    expect(frame.store.get(routerAtom)).toMatchObject({ view: 'Account', history: ['Account'] })
  })
})

describe('createOnrampFlow: picking a token or a currency', () => {
  it('takes the pick and goes back to OnRampProviders, or shows it when the picker was opened alone', async () => {
    const frame = setUp(baseRoutes)
    await frame.flow.begin()
    frame.store.set(routerAtom, {
      ...frame.store.get(routerAtom),
      view: 'OnRampTokenSelect',
      history: ['Account', 'OnRampProviders', 'OnRampTokenSelect'],
    })
    frame.flow.pickPurchaseCurrency('USDL')
    expect(frame.store.get(onrampAtom).purchaseCurrency).toBe('USDL')
    expect(frame.store.get(routerAtom).history).toEqual(['Account', 'OnRampProviders'])

    frame.store.set(routerAtom, {
      ...initialRouterState,
      open: true,
      view: 'OnRampFiatSelect',
      history: ['OnRampFiatSelect'],
    })
    frame.flow.pickPaymentCurrency('EUR')
    expect(frame.store.get(onrampAtom).paymentCurrency).toBe('EUR')
    expect(frame.store.get(routerAtom)).toMatchObject({
      view: 'OnRampProviders',
      history: ['OnRampProviders'],
    })
  })
})
