// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { devnetNetwork } from '@/networks/knownNetworks'
import { buyingUsdl } from '@/onramp/internal/testing/onrampFixtures'
import type { OnrampPurchase } from '@/onramp/OnrampState'
import { onrampAtom } from '@/onramp/onrampAtom'
import { networksAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { BuyInProgressView } from './BuyInProgressView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const checkoutUrl = 'http://127.0.0.1:5558/checkout?session=session-1'
const waiting: OnrampPurchase = {
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
}

const root = testRoot()
const { container, button } = root

async function mount(purchase: OnrampPurchase | undefined) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'OnRampProviders', 'BuyInProgress'] },
    connection: { status: 'connected', address, chainId: 31_337 },
  })
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  store.set(onrampAtom, { ...buyingUsdl(`31337:${address.toLowerCase()}`), purchase })
  const flow = await controller.use('onramp', (loaded) => loaded)
  const stop = vi.fn()
  const spies = {
    follow: vi.spyOn(flow, 'follow').mockReturnValue(stop),
    reopen: vi.spyOn(flow, 'reopen').mockReturnValue(undefined),
    retry: vi.spyOn(flow, 'retry').mockReturnValue(undefined),
    done: vi.spyOn(flow, 'done').mockReturnValue(undefined),
  }
  await root.render(wrap(<BuyInProgressView />))
  const set = (change: Partial<OnrampPurchase>) =>
    act(async () => store.set(onrampAtom, { ...store.get(onrampAtom), purchase: { ...waiting, ...change } }))
  return { ...spies, stop, set, store }
}

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

describe('BuyInProgressView in a DOM', () => {
  it('follows the purchase while shown, waiting for the payment in the checkout window, and stops when hidden', async () => {
    const { follow, stop, reopen } = await mount(waiting)
    expect(container.querySelector('[data-view="BuyInProgress"]')).not.toBeNull()
    expect(follow).toHaveBeenCalledTimes(1)
    expect(container.querySelector('h3')?.textContent).toBe('Complete your purchase in the Sandpay window')
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Waiting for payment')
    expect(text('onramp-pay')).toBe('50.00 USD')
    expect(text('onramp-get')).toBe('≈ 49.49 USDL')
    await act(async () => button('Open checkout again').click())
    expect(reopen).toHaveBeenCalledTimes(1)
    await root.unmount()
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('offers the checkout as a link when the popup was blocked', async () => {
    await mount({ ...waiting, blocked: true })
    const link = [...container.querySelectorAll('a')].find(
      (candidate) => candidate.textContent === 'Open checkout',
    )
    expect(link?.getAttribute('href')).toBe(checkoutUrl)
    expect(link?.getAttribute('target')).toBe('latch-onramp')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('says the payment came and the tokens are on their way, then shows what arrived; Done ends it', async () => {
    const { set, done } = await mount(waiting)
    await set({ status: 'pending' })
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Payment received, sending your USDL',
    )
    expect(container.textContent).not.toContain('Open checkout again')
    await set({ status: 'success', purchased: { amount: '49.490000', currency: 'USDL' } })
    expect(text('onramp-arrived')).toBe('49.49 USDL arrived')
    expect(container.querySelector('[role="status"] img')?.getAttribute('src')).toBe(
      '/api/public/getTokenImage/USDL',
    )
    await act(async () => button('Done').click())
    expect(done).toHaveBeenCalledTimes(1)
  })

  it("shows a failed payment's reason, as text, and Try again", async () => {
    const { set, retry } = await mount(waiting)
    await set({ status: 'failed', failureReason: '<img src=x onerror=alert(1)> declined' })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      '<img src=x onerror=alert(1)> declined',
    )
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0)
    await act(async () => button('Try again').click())
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it("says the payment failed, in the visitor's language, when the provider gave no reason", async () => {
    const { set, store } = await mount(waiting)
    await set({ status: 'failed', failureReason: undefined })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('The payment failed')
    await act(async () => applyLocale(store, 'fr'))
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Le paiement a échoué')
  })
})
