// @vitest-environment happy-dom
import type { Token } from '@latch/shared-types'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { resolveNetworks } from '@/networks/knownNetworks'
import { eth, usdl } from '@/send/internal/testing/sendFixtures'
import { balancesAtom, namespaceAtom, networksAtom } from '@/state/atoms'
import { initialBalancesState } from '@/state/balancesReducer'
import { quotedEthToUsdl, usdlToken } from '@/swap/internal/testing/swapFixtures'
import type { SwapState } from '@/swap/SwapState'
import { swapAtom } from '@/swap/swapAtom'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { SwapView } from './SwapView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const key = `31337:${address.toLowerCase()}`
const balances: Token[] = [eth, { ...usdl, address: usdlToken.address }]

const root = testRoot()
const { container, button } = root

async function mount(swap: SwapState) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'Swap'] },
    connection: { status: 'connected', address, chainId: 31_337, caipAddress: `eip155:31337:${address}` },
  })
  store.set(balancesAtom, { ...initialBalancesState, key, tokens: balances })
  store.set(swapAtom, { ...swap, key })
  // The real flow (loaded as the view loads it); what would reach the API is held here.
  const flow = await controller.use('swap', (loaded) => loaded)
  const spies = {
    begin: vi.spyOn(flow, 'begin').mockResolvedValue(undefined),
    quote: vi.spyOn(flow, 'quote').mockResolvedValue(undefined),
    review: vi.spyOn(flow, 'review').mockReturnValue(undefined),
    select: vi.spyOn(flow, 'select').mockReturnValue(undefined),
    switchTokens: vi.spyOn(flow, 'switchTokens').mockResolvedValue(undefined),
  }
  await root.render(wrap(<SwapView />))
  return { store, ...spies }
}

const field = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label)
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field ${label}`)
  return input
}
async function type(label: string, text: string) {
  const input = field(label)
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  await act(async () => void input.dispatchEvent(new Event('input', { bubbles: true })))
}
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent
const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')
const built = {
  from: address,
  to: address,
  data: '0x',
  value: 10n ** 18n,
  gas: 120_000n,
  gasPrice: 1_000_000_000n,
} as const

describe('SwapView in a DOM', () => {
  it('shows both sides with their USD values, the details of the quote, and Review swap once built', async () => {
    const { begin, review } = await mount({ ...quotedEthToUsdl(), swapTransaction: built })
    expect(container.querySelector('[data-view="Swap"]')).not.toBeNull()
    expect(begin).toHaveBeenCalledTimes(1)
    expect(field('You pay').value).toBe('1')
    expect(field('You pay').inputMode).toBe('decimal')
    expect(field('You receive').value).toBe('2949.5')
    const tokenButton = (side: string) => container.querySelector(`[data-testid="swap-${side}-token"]`)
    expect(tokenButton('source')?.getAttribute('aria-label')).toBe('ETH: change the token to pay')
    expect(tokenButton('to')?.getAttribute('aria-label')).toBe('USDL: change the token to receive')
    expect(text('swap-source-usd')).toBe('$3,000.00')
    expect(text('swap-to-usd')).toBe('$2,949.50')
    expect(text('swap-rate')).toBe('1 ETH = 2,949.5 USDL')
    expect(text('swap-provider-fee')).toBe('0.85% ($25.50)')
    expect(text('swap-price-impact')).toBe('0.84%')
    expect(text('swap-slippage')).toBe('1% (29.495 USDL)')
    // The built swap's 120,000 gas at 1 gwei, at $3,000 an ETH.
    expect(text('swap-gas')).toBe('$0.36')
    expect(submit()?.textContent).toBe('Review swap')
    expect(submit()?.disabled).toBe(false)
    await act(async () => submit()?.click())
    expect(review).toHaveBeenCalledTimes(1)
  })

  it("speaks the visitor's language, with amounts, values and percentages written as it writes them", async () => {
    const { store } = await mount({ ...quotedEthToUsdl(), swapTransaction: built })
    await act(async () => applyLocale(store, 'de'))
    const plain = (testId: string) => text(testId)?.replace(/\s/g, ' ')
    expect(field('Du zahlst').value).toBe('1')
    expect(container.querySelector('[data-testid="swap-source-token"]')?.getAttribute('aria-label')).toBe(
      'ETH: Token zum Bezahlen ändern',
    )
    expect(plain('swap-source-usd')).toBe('3.000,00 $')
    expect(plain('swap-rate')).toBe('1 ETH = 2.949,5 USDL')
    expect(plain('swap-provider-fee')).toBe('0,85 % (25,50 $)')
    expect(plain('swap-price-impact')).toBe('0,84 %')
    expect(plain('swap-slippage')).toBe('1 % (29,495 USDL)')
    expect([...container.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Kurs',
      'Preiseinfluss',
      'Anbietergebühr',
      'Max. Slippage',
      'Netzwerkkosten',
    ])
    expect(submit()?.textContent).toBe('Swap prüfen')
    await act(async () => applyLocale(store, 'en'))
    expect(text('swap-provider-fee')).toBe('0.85% ($25.50)')
  })

  it('quotes once typing pauses, for the amount typed last', async () => {
    const { quote, store } = await mount(quotedEthToUsdl())
    await type('You pay', '0.5')
    await type('You pay', '0.25')
    expect(field('You receive').value).toBe('')
    expect(submit()?.disabled).toBe(true)
    await wait(300)
    expect(quote).toHaveBeenCalledTimes(1)
    expect(quote).toHaveBeenCalledWith(store.get(swapAtom).quoteSeq)
    expect(store.get(swapAtom).sourceTokenAmount).toBe('0.25')
  })

  it('names the input error on the button', async () => {
    const { store } = await mount(quotedEthToUsdl())
    await type('You pay', '3')
    expect(submit()?.textContent).toBe('Insufficient balance')
    expect(submit()?.disabled).toBe(true)
    await type('You pay', '1,5')
    expect(submit()?.textContent).toBe('Enter digits and at most one dot')
    await act(async () =>
      store.set(swapAtom, { ...store.get(swapAtom), sourceTokenAmount: '1', noQuote: true }),
    )
    expect(submit()?.textContent).toBe('Incorrect amount')
    expect(text('swap-input-detail')).toBe('Please enter a valid amount')
    expect(container.querySelector('[data-testid="swap-input-detail"]')?.getAttribute('role')).toBe('alert')
  })

  it('opens SwapSelectToken for the side clicked, switches, and fills Max', async () => {
    const { select, switchTokens, store } = await mount(quotedEthToUsdl())
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[data-testid="swap-to-token"]')?.click(),
    )
    expect(select).toHaveBeenCalledWith('to')
    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Switch tokens"]')?.click())
    expect(switchTokens).toHaveBeenCalledTimes(1)
    await act(async () => button('Max').click())
    // 2 ETH held, less one and a half times 150,000 gas at 1 gwei.
    expect(store.get(swapAtom).sourceTokenAmount).toBe('1.999775')
  })

  it('marks the quote painted, for the bench', async () => {
    performance.clearMarks('latch:painted:quote')
    await mount(quotedEthToUsdl())
    await wait(50)
    expect(performance.getEntriesByName('latch:painted:quote')).toHaveLength(1)
  })

  it('says swaps are Ethereum-only where Solana is the active namespace, and Use Ethereum switches back', async () => {
    const { store } = await mount(quotedEthToUsdl())
    const note = () => container.querySelector('[data-testid="ethereum-only"][role="note"]')
    expect(note()).toBeNull()
    store.set(networksAtom, resolveNetworks(['eip155:31337']))
    await act(async () => store.set(namespaceAtom, { active: 'solana', switching: false }))
    expect(note()?.textContent).toContain(
      'Swaps are on Ethereum networks only for now: this uses your Ethereum account 0xf39F…2266, not your Solana account.',
    )
    // The swap itself stays usable: it is the Ethereum account's.
    expect(field('You pay').value).toBe('1')
    await act(async () => button('Use Ethereum').click())
    await vi.waitFor(() => expect(store.get(namespaceAtom).active).toBe('eip155'))
    expect(note()).toBeNull()
  })
})
