// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ApiCall } from '@/api/createApiClient'
import { ApiRequestError } from '@/api/createApiClient'
import { applyLocale } from '@/i18n/applyLocale'
import { devnetNetwork } from '@/networks/knownNetworks'
import { onrampOptions, usdlQuote } from '@/onramp/internal/testing/onrampFixtures'
import { onrampAtom } from '@/onramp/onrampAtom'
import { apiClientAtom, networksAtom, routerAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { OnRampProvidersView } from './OnRampProvidersView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const root = testRoot()
const { container } = root

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

async function mount(options: { harborFails?: boolean } = {}) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'OnRampProviders'] },
    connection: { status: 'connected', address, chainId: 31_337, caipAddress: `eip155:31337:${address}` },
  })
  store.set(networksAtom, [devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')])
  const quoted: unknown[] = []
  const api = vi.fn(async (path: string, call?: ApiCall) => {
    if (path === '/api/v1/onramp/options') return onrampOptions
    if (path === '/api/v1/onramp/quote') {
      quoted.push(call?.body)
      if (options.harborFails && call?.body?.provider === 'harbor')
        throw new ApiRequestError(500, 'Quote unavailable')
      return usdlQuote
    }
    throw new ApiRequestError(404, 'Not found')
  })
  // A function is an atom's updater to jotai: the client is what it returns.
  store.set(apiClientAtom, () => api as never)
  const flow = await controller.use('onramp', (loaded) => loaded)
  const choose = vi.spyOn(flow, 'choose').mockResolvedValue(undefined)
  await root.render(wrap(<OnRampProvidersView />))
  await act(() => vi.waitFor(() => expect(store.get(onrampAtom).options).toBeDefined()))
  await act(async () => flow.pickPurchaseCurrency('USDL'))
  return { store, choose, quoted }
}

const input = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)
  const field = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input')
  if (!(field instanceof HTMLInputElement)) throw new Error(`No field ${label}`)
  return field
}
async function type(label: string, text: string) {
  const field = input(label)
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
  await act(async () => void field.dispatchEvent(new Event('input', { bubbles: true })))
}
const provider = (id: string) =>
  container.querySelector<HTMLButtonElement>(`[data-testid="onramp-provider-${id}"]`)
const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)

describe('OnRampProvidersView in a DOM', () => {
  it('shows the card limit and disables the providers for 8000 USD by card; a bank account, or 50, may pay', async () => {
    await mount()
    expect(container.querySelector('[data-view="OnRampProviders"]')).not.toBeNull()
    expect(input('Amount').value).toBe('50')
    expect(container.querySelector('[data-testid="onramp-token"]')?.getAttribute('aria-label')).toBe(
      'USDL on Latch Devnet A: change the token',
    )
    expect(provider('sandpay')?.disabled).toBe(false)

    await type('Amount', '8000')
    expect(alerts()).toEqual(['The most you can pay with a card is 7,500.00 USD'])
    expect(input('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(provider('sandpay')?.disabled).toBe(true)
    expect(provider('harbor')?.disabled).toBe(true)

    await act(async () => input('Bank account').click())
    expect(alerts()).toEqual([])
    expect(provider('sandpay')?.disabled).toBe(false)

    await act(async () => input('Card').click())
    expect(provider('harbor')?.disabled).toBe(true)
    await type('Amount', '50')
    expect(alerts()).toEqual([])
    expect(provider('sandpay')?.disabled).toBe(false)
    expect(provider('harbor')?.disabled).toBe(false)
  })

  it('asks for quotes once typing pauses, and shows each with its fee; a failed one as an unavailable estimate', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { quoted } = await mount({ harborFails: true })
    await type('Amount', '7')
    await type('Amount', '75')
    await wait(400)
    expect(quoted.map((body) => (body as { amount: string }).amount)).toEqual(['75.00', '75.00'])
    expect(provider('sandpay')?.textContent).toBe('Sandpay 1% fee You get ≈ 49.49 USDL')
    expect(provider('harbor')?.textContent).toBe('Harbor 2% fee Estimate unavailable. You pay 75.00 USD')
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })

  it('chooses a provider on click, and shows why the checkout could not open', async () => {
    const { store, choose } = await mount()
    await act(async () => provider('harbor')?.click())
    expect(choose).toHaveBeenCalledWith('harbor')
    await act(async () =>
      store.set(onrampAtom, { ...store.get(onrampAtom), error: "Invalid parameter 'amount'" }),
    )
    expect(container.querySelector('[data-testid="onramp-error"][role="alert"]')?.textContent).toBe(
      "Invalid parameter 'amount'",
    )
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[data-testid="onramp-currency"]')?.click(),
    )
    expect(store.get(routerAtom).view).toBe('OnRampFiatSelect')
  })

  it("speaks the visitor's language, with the fees and quotes written as it writes numbers", async () => {
    const { store } = await mount()
    await type('Amount', '75')
    await wait(400)
    await act(async () => applyLocale(store, 'de'))
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ')
    expect(container.querySelector('[data-testid="onramp-token"]')?.getAttribute('aria-label')).toBe(
      'USDL auf Latch Devnet A: Token ändern',
    )
    expect(text(container.querySelector('legend'))).toBe('Bezahlen mit')
    expect(text(provider('sandpay'))).toBe('Sandpay 1 % Gebühr Du erhältst ≈ 49,49 USDL')
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('Anbieter')
    await act(async () =>
      store.set(onrampAtom, {
        ...store.get(onrampAtom),
        error: 'The most you can pay with a card is 7,500.00 USD',
      }),
    )
    expect(container.querySelector('[data-testid="onramp-error"]')?.textContent).toBe(
      'Mit einer Karte kannst du höchstens 7,500.00 USD bezahlen',
    )
    await act(async () => applyLocale(store, 'en'))
    expect(text(provider('sandpay'))).toBe('Sandpay 1% fee You get ≈ 49.49 USDL')
    expect(container.querySelector('[data-testid="onramp-error"]')?.textContent).toBe(
      'The most you can pay with a card is 7,500.00 USD',
    )
  })
})
