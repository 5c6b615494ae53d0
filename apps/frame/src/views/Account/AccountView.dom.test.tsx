// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import { knownNetworks } from '@/networks/knownNetworks'
import {
  accountTabAtom,
  balancesAtom,
  hostNearAccountsAtom,
  nearNetworksAtom,
  networksAtom,
  profileAtom,
  routerAtom,
} from '@/state/atoms'
import { initialBalancesState } from '@/state/balancesReducer'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { AccountView } from './AccountView'

const root = testRoot()
const { container, button } = root
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = (symbol: string, numeric: string, value: number) => ({
  address: `eip155:31337:${symbol}`,
  symbol,
  decimals: 18,
  quantity: { decimals: symbol === 'NONE' ? '0' : '18', numeric },
  price: 1,
  value,
})

async function mount(features?: Record<string, unknown>) {
  const made = viewFrame({
    route: { history: ['Account'] },
    connection: { status: 'connected', address, chainId: 31337 },
    host: { isMobile: false, ...(features ? { features } : {}) },
  })
  // No server behind the view: the data is the atoms' own.
  const account = await made.controller.use('account', (loaded) => loaded)
  vi.spyOn(account, 'refreshBalances').mockResolvedValue()
  vi.spyOn(account, 'refreshProfile').mockResolvedValue()
  made.store.set(balancesAtom, {
    ...initialBalancesState,
    key: `31337:${address.toLowerCase()}`,
    fetchedAt: 1,
    tokens: [token('ETH', '1.5', 4500), token('USDL', '1234.5', 1234.5), token('NONE', '9', 9)],
  })
  made.store.set(networksAtom, [...knownNetworks])
  made.store.set(profileAtom, { address, name: 'alice.latch.id', avatar: null })
  await root.render(made.wrap(<AccountView />))
  return made
}

describe('AccountView in a DOM', () => {
  it('shows the name, the short address, the total in USD and the tokens worth showing', async () => {
    await mount()
    expect(container.querySelector('[data-testid="account-name"]')?.textContent).toBe('alice.latch.id')
    expect(container.textContent).toContain('0xf39F…2266')
    // The entry whose quantity decimals are '0' is left out, of the list and of the total.
    const rows = [...container.querySelectorAll('[data-testid="token-row"]')].map((row) =>
      ['token-quantity', 'token-value'].map(
        (cell) => row.querySelector(`[data-testid="${cell}"]`)?.textContent,
      ),
    )
    expect(rows).toEqual([
      ['1.5 ETH', '$4,500.00'],
      ['1,234.5 USDL', '$1,234.50'],
    ])
    expect(container.querySelector('[data-testid="account-total"]')?.textContent).toBe('$5,734.50')
    const explorer = [...container.querySelectorAll('a')].find((a) => a.textContent?.includes('Explorer'))
    expect(explorer?.getAttribute('href')).toBe(`/explorer/31337/address/${address}`)
  })

  it("speaks the visitor's language, with its numbers written as that language writes them", async () => {
    const { store } = await mount()
    await act(async () => applyLocale(store, 'de'))
    const rows = [...container.querySelectorAll('[data-testid="token-row"]')].map((row) =>
      ['token-quantity', 'token-value'].map((cell) =>
        row.querySelector(`[data-testid="${cell}"]`)?.textContent?.replace(/\s/g, ' '),
      ),
    )
    expect(rows).toEqual([
      ['1,5 ETH', '4.500,00 $'],
      ['1.234,5 USDL', '1.234,50 $'],
    ])
    expect(container.querySelector('[data-testid="account-total"]')?.textContent?.replace(/\s/g, ' ')).toBe(
      '5.734,50 $',
    )
    const labels = [...container.querySelectorAll('button')].map((b) => b.textContent)
    expect(labels).toEqual(
      expect.arrayContaining(['Tauschen', 'Senden', 'Empfangen', 'Kaufen', 'Aktivität', 'Trennen']),
    )
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Konto')
    expect(container.querySelector('[aria-label="Adresse kopieren"]')).not.toBeNull()
    expect(container.querySelector('[aria-label^="Netzwerk: "]')).not.toBeNull()
    expect(container.textContent).toContain('Auf Latch Explorer ansehen')
    await act(async () => applyLocale(store, 'en'))
    expect(container.textContent).toContain('Swap')
  })

  it('offers its actions in the host’s order, and opens their views', async () => {
    const { store } = await mount({ walletFeaturesOrder: ['receive', 'send'] })
    const labels = [...container.querySelectorAll('button')].map((b) => b.textContent)
    expect(labels.indexOf('Receive')).toBeLessThan(labels.indexOf('Send'))
    await act(async () => button('Receive').click())
    expect(store.get(routerAtom).view).toBe('WalletReceive')
  })

  it('keeps the chosen tab in the store, where a reopened Account finds it', async () => {
    const { store } = await mount()
    const activity = container.querySelector<HTMLButtonElement>('#account-tab-activity')
    expect(activity?.getAttribute('aria-selected')).toBe('false')
    await act(async () => activity?.click())
    expect(store.get(accountTabAtom)).toBe('activity')
    expect(container.querySelector('#account-tab-activity')?.getAttribute('aria-selected')).toBe('true')
    // Arrow keys move between the tabs, as a tab list does.
    await act(async () => {
      container
        .querySelector('#account-tab-activity')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    expect(store.get(accountTabAtom)).toBe('tokens')
  })

  it('shows only the tokens, without tabs, when the host turns history off', async () => {
    await mount({ history: false })
    expect(container.querySelector('[role="tablist"]')).toBeNull()
    expect(container.querySelectorAll('[data-testid="token-row"]')).toHaveLength(2)
  })

  it("is headed by a host page's NEAR wallet's account alone: its id and network, no total, and Receive only", async () => {
    const nearAccount = 'a'.repeat(64)
    const made = viewFrame({
      route: { history: ['Account'] },
      connection: {
        status: 'connected',
        connector: { id: 'near-connect:dev', name: 'Dev NEAR', type: 'ANNOUNCED', rdns: 'near-connect:dev' },
      },
      host: { isMobile: false },
    })
    made.store.set(
      nearNetworksAtom,
      knownNearNetworks.filter((network) => network.caipNetworkId === 'near:testnet'),
    )
    made.store.set(hostNearAccountsAtom, [`near:testnet:${nearAccount}`])
    await root.render(made.wrap(<AccountView />))
    expect(container.querySelector('[data-testid="account-address"]')?.textContent).toBe(nearAccount)
    expect(container.querySelector('[data-testid="account-network"]')?.textContent).toBe('NEAR Testnet')
    expect(container.querySelector('[data-testid="account-total"]')).toBeNull()
    expect(container.querySelector('[data-testid="near-balance"]')?.textContent).toBe(
      'Balance unavailable on this network',
    )
    const labels = [...container.querySelectorAll('button')].map((b) => b.textContent)
    expect(labels).toContain('Receive')
    for (const label of ['Send', 'Swap', 'Buy']) expect(labels).not.toContain(label)
  })
})
