// @vitest-environment happy-dom
import type { InitPayload } from '@latch/protocol'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectConnectingExternal } from '@/views/internal/testing/expectConnectingExternal'
import { testRoot } from '@/views/internal/testing/testRoot'
import { devWalletInfo as devWallet } from '@/views/internal/testing/viewFixtures'
import { seedIds } from '@/wallets/catalogue/internal/catalogueTestApi'
import { testFrame } from '@/wallets/catalogue/internal/testFrame'
import { AllWalletsView } from './AllWalletsView'

const metaMaskExtension = {
  uuid: 'u2',
  name: 'MetaMask Extension',
  icon: 'data:image/png;base64,AA==',
  rdns: 'io.metamask',
}
const viewportHeight = 408

const root = testRoot()
const { container, button } = root
let clientHeight: PropertyDescriptor | undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // happy-dom lays nothing out: the list's scroll box gets the height a browser would give it.
  clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.querySelector(':scope > ul[aria-label="Wallets"]') ? viewportHeight : 0
    },
  })
})

afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight)
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function mount(init: Partial<InitPayload> = {}) {
  const frame = await testFrame({ init: { injected: [devWallet, metaMaskExtension], ...init } })
  const connectWalletConnect = vi
    .spyOn(frame.controller, 'connectWalletConnect')
    .mockImplementation(() => undefined)
  const track = vi.spyOn(frame.controller, 'track')
  const warmWalletConnect = vi
    .spyOn(frame.controller, 'warmWalletConnect')
    .mockImplementation(() => undefined)
  await root.render(frame.wrap(<AllWalletsView />))
  await wait(0)
  return { ...frame, connectWalletConnect, track, warmWalletConnect }
}

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))
const names = () => [...container.querySelectorAll('li button')].map((button) => button.textContent)
const scroller = () => {
  const list = container.querySelector('ul[aria-label="Wallets"]')
  if (!list?.parentElement) throw new Error('No wallet list')
  return list.parentElement
}
async function scrollTo(top: number) {
  const box = scroller()
  box.scrollTop = top
  await act(async () => void box.dispatchEvent(new Event('scroll')))
  await wait(0)
}
async function type(text: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="search"]')
  if (!input) throw new Error('No search box')
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  await act(async () => void input.dispatchEvent(new Event('input', { bubbles: true })))
}

describe('AllWalletsView in a browser', () => {
  it('loads the first page of 40 with the networks and shows as many rows as fit, as buttons', async () => {
    const { calls } = await mount()
    expect(calls.map((call) => call.query)).toEqual([
      { page: '1', entries: '40', chains: 'eip155:31337,eip155:31338' },
    ])
    const shown = names()
    expect(shown.slice(0, 4)).toEqual([
      'Latch Dev WalletInstalled',
      'MetaMask ExtensionInstalled',
      'Rainbow',
      'Trust Wallet',
    ])
    expect(shown).not.toContain('MetaMask')
    expect(shown.length).toBeGreaterThanOrEqual(6)
    expect(shown.length).toBeLessThan(20)
  })

  it('loads WalletConnect as it opens, unless the host turned WalletConnect off', async () => {
    const { warmWalletConnect } = await mount()
    expect(warmWalletConnect).toHaveBeenCalledOnce()
    await root.unmount()
    const off = await mount({ enableWalletConnect: false })
    expect(off.warmWalletConnect).not.toHaveBeenCalled()
  })

  it('loads the next page near the end of the list, until the count is reached', async () => {
    const { calls } = await mount()
    await scrollTo(35 * 68)
    expect(calls.map((call) => call.query.page)).toEqual(['1', '2'])
    await scrollTo(75 * 68)
    await scrollTo(120 * 68)
    await scrollTo(200 * 68)
    expect(calls.map((call) => call.query.page)).toEqual(['1', '2', '3'])
    expect(names().at(-1)).toBe('Frontier')
    expect(container.querySelector('li:last-child')?.getAttribute('aria-setsize')).toBe('114')
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('searches 300 ms after the last keystroke, tracks the term once, and shows the results', async () => {
    const { calls, track } = await mount()
    await type('t')
    await wait(200)
    await type(' trust ')
    await wait(299)
    expect(calls).toHaveLength(1)
    await wait(1)
    expect(calls.at(-1)?.query).toEqual({
      page: '1',
      entries: '100',
      chains: 'eip155:31337,eip155:31338',
      search: 'trust',
    })
    await wait(0)
    expect(names()).toEqual(['Trust Wallet', 'TrustVault', 'Trustee Wallet'])
    expect(track).toHaveBeenCalledTimes(1)
    expect(track).toHaveBeenCalledWith('SEARCH_WALLET', { search: 'trust' })
    await type('')
    expect(names()[0]).toBe('Latch Dev WalletInstalled')
    expect(calls).toHaveLength(2)
  })

  it('says "No wallet found" for a term nothing matches', async () => {
    await mount()
    await type('zzzz')
    await wait(300)
    await wait(0)
    expect(names()).toEqual([])
    expect(container.textContent).toContain('No wallet found')
  })

  it('connects a catalogue wallet over WalletConnect, and an announced twin in the host page', async () => {
    const frame = await mount()
    const { connectWalletConnect } = frame
    await act(async () => button('Trust Wallet').click())
    expect(connectWalletConnect).toHaveBeenCalledWith(expect.objectContaining({ id: seedIds.trust }))
    await type('metamask')
    await wait(300)
    await wait(0)
    expect(names()).toEqual(['MetaMask ExtensionInstalled'])
    await act(async () => button('MetaMask ExtensionInstalled').click())
    expectConnectingExternal(frame, 'u2')
  })

  it('keeps the search box and the rows in tab order, and the focused row while scrolled away', async () => {
    await mount()
    const focusable = [...container.querySelectorAll('input, button')]
    expect(focusable[0]?.getAttribute('type')).toBe('search')
    expect(focusable.slice(1).every((element) => element.tagName === 'BUTTON')).toBe(true)
    const positions = [...container.querySelectorAll('li')].map((row) =>
      Number(row.getAttribute('aria-posinset')),
    )
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    const trust = button('Trust Wallet')
    await act(async () => trust.focus())
    await scrollTo(30 * 68)
    expect(trust.isConnected).toBe(true)
    expect(document.activeElement).toBe(trust)
    expect(names()).toContain('Trust Wallet')
  })
})
