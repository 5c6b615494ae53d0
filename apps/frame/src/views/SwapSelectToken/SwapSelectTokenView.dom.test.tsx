// @vitest-environment happy-dom
import type { Token } from '@latch/shared-types'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { eth, usdl } from '@/send/internal/testing/sendFixtures'
import { balancesAtom } from '@/state/atoms'
import { initialBalancesState } from '@/state/balancesReducer'
import { ltchToken, quotedEthToUsdl, usdlToken } from '@/swap/internal/testing/swapFixtures'
import { swapAtom } from '@/swap/swapAtom'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { SwapSelectTokenView } from './SwapSelectTokenView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const balances: Token[] = [
  { ...eth, value: 6000 },
  { ...usdl, address: usdlToken.address, value: 100.5 },
]

const root = testRoot()
const { container } = root

async function mount() {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Account', 'Swap', 'SwapSelectToken'] },
    connection: { status: 'connected', address, chainId: 31_337 },
  })
  store.set(balancesAtom, { ...initialBalancesState, tokens: balances })
  store.set(swapAtom, { ...quotedEthToUsdl(), selecting: 'to' })
  const flow = await controller.use('swap', (loaded) => loaded)
  const pickToken = vi.spyOn(flow, 'pickToken').mockResolvedValue(undefined)
  await root.render(wrap(<SwapSelectTokenView />))
  return { pickToken, store }
}

const names = (testId: string) =>
  [...container.querySelectorAll(`[data-testid="${testId}"] button`)].map(
    (row) => row.querySelector('.flex-1 > .font-semibold')?.textContent,
  )
async function search(text: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="search"]')
  if (!input) throw new Error('No search')
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  await act(async () => void input.dispatchEvent(new Event('input', { bubbles: true })))
}

describe('SwapSelectTokenView in a DOM', () => {
  it("lists the account's tokens first, then the popular ones by symbol, the current one marked", async () => {
    await mount()
    expect(container.querySelector('[data-view="SwapSelectToken"]')).not.toBeNull()
    expect(container.querySelector('input[type="search"]')?.id).toBe(
      container.querySelector('label')?.getAttribute('for'),
    )
    expect(names('swap-my-tokens')).toEqual(['ETH', 'USDL'])
    expect(names('swap-popular-tokens')).toEqual(['ETH', 'LTCH', 'USDL'])
    const current = container.querySelectorAll('[data-testid="swap-popular-tokens"] [aria-current="true"]')
    expect([...current].map((row) => row.querySelector('.flex-1 > .font-semibold')?.textContent)).toEqual([
      'USDL',
    ])
  })

  it('searches, and picks the token clicked', async () => {
    const { pickToken } = await mount()
    await search('lt')
    expect(names('swap-popular-tokens')).toEqual(['LTCH'])
    expect(container.querySelector('[data-testid="swap-my-tokens"]')).toBeNull()
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[data-testid="swap-popular-tokens"] button')?.click(),
    )
    expect(pickToken).toHaveBeenCalledWith(ltchToken)
    await search('zzz')
    expect(container.querySelector('[role="status"]')?.textContent).toBe('No tokens match your search')
  })

  it("speaks the visitor's language, with the holdings' values written as it writes them", async () => {
    const { store } = await mount()
    await act(async () => applyLocale(store, 'fr'))
    expect(container.querySelector('label')?.textContent).toBe('Rechercher des jetons')
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Vos jetons',
      'Jetons populaires',
    ])
    const values = [...container.querySelectorAll('[data-testid="swap-my-tokens"] .text-latch-muted-fg')]
    const written = values.map((value) => value.textContent?.replace(/\s/g, ' '))
    expect(written.filter((text) => text?.includes('$'))).toEqual(['6 000,00 $US', '100,50 $US'])
    await search('zzz')
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Aucun jeton ne correspond à votre recherche',
    )
    await act(async () => applyLocale(store, 'en'))
  })
})
