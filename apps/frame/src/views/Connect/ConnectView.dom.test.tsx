// @vitest-environment happy-dom
import type { InitPayload } from '@latch/protocol'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { namespaceAtom, recentWalletsAtom, routerAtom } from '@/state/atoms'
import { expectConnectingExternal } from '@/views/internal/testing/expectConnectingExternal'
import { testRoot } from '@/views/internal/testing/testRoot'
import { devWalletInfo as devWallet } from '@/views/internal/testing/viewFixtures'
import { type catalogueTestApi, seedIds } from '@/wallets/catalogue/internal/catalogueTestApi'
import { testFrame } from '@/wallets/catalogue/internal/testFrame'
import { ConnectView } from './ConnectView'

const metaMaskExtension = {
  uuid: 'u2',
  name: 'MetaMask',
  icon: 'data:image/png;base64,AA==',
  rdns: 'io.metamask',
}

const root = testRoot()
const { container, button } = root

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function mount(init: Partial<InitPayload>, api: Parameters<typeof catalogueTestApi>[0] = {}) {
  const frame = await testFrame({ init: { enableEmbedded: false, ...init }, api })
  frame.store.set(recentWalletsAtom, [
    {
      id: seedIds.rainbow,
      name: 'Rainbow',
      image_url: `/api/getWalletImage/${seedIds.rainbow}`,
      rdns: 'me.rainbow',
    },
  ])
  const connectWalletConnect = vi
    .spyOn(frame.controller, 'connectWalletConnect')
    .mockImplementation(() => undefined)
  await root.render(frame.wrap(<ConnectView />))
  await settle()
  return { ...frame, connectWalletConnect }
}

// Lets the catalogue's answers land and React render them.
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const rows = () =>
  [...container.querySelectorAll('li[data-row]')].map(
    (row) => `${row.getAttribute('data-row')}:${row.textContent}`,
  )

describe('ConnectView in a browser', () => {
  it('loads featured and recommended wallets with the networks, and lists each wallet once', async () => {
    const { calls } = await mount({
      injected: [devWallet, metaMaskExtension],
      featuredWalletIds: [seedIds.metaMask, seedIds.safe],
    })
    expect(rows()).toEqual([
      'announced:Latch Dev WalletInstalled',
      'announced:MetaMaskInstalled',
      'recent:RainbowRecent',
      'featured:Gnosis Safe Multisig',
      'recommended:Trust Wallet',
      'recommended:Argent',
      'recommended:Crypto.com | DeFi Wallet',
      'recommended:Pillar',
      'allWallets:All Wallets113',
    ])
    expect(calls.map((call) => call.query)).toEqual([
      {
        page: '1',
        entries: '2',
        chains: 'eip155:31337,eip155:31338',
        include: `${seedIds.metaMask},${seedIds.safe}`,
      },
      {
        page: '1',
        entries: '4',
        chains: 'eip155:31337,eip155:31338',
        exclude: `${seedIds.metaMask},${seedIds.safe},${seedIds.rainbow}`,
      },
    ])
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('connects an announced wallet in the host page, a catalogue wallet over WalletConnect, and opens All Wallets', async () => {
    const frame = await mount({ injected: [devWallet] })
    const { store, connectWalletConnect } = frame
    await act(async () => button('Argent').click())
    expect(connectWalletConnect).toHaveBeenCalledWith(
      expect.objectContaining({ id: seedIds.argent, name: 'Argent' }),
    )
    await act(async () => button('RainbowRecent').click())
    expect(connectWalletConnect).toHaveBeenLastCalledWith(expect.objectContaining({ id: seedIds.rainbow }))
    await act(async () => button('All Wallets113').click())
    expect(store.get(routerAtom).view).toBe('AllWallets')
    await act(async () => button('Latch Dev WalletInstalled').click())
    expectConnectingExternal(frame, 'u1')
  })

  it('loads WalletConnect when the pointer or the keyboard reaches a catalogue wallet or All Wallets, not an announced one nor the focus alone', async () => {
    const frame = await mount({ injected: [devWallet] })
    const warm = vi.spyOn(frame.controller, 'warmWalletConnect').mockImplementation(() => undefined)
    const hover = (name: string) =>
      act(async () => {
        button(name).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
      })
    // The Tab that moves to a row is released on it.
    const tabTo = (name: string) =>
      act(async () => {
        button(name).focus()
        button(name).dispatchEvent(new KeyboardEvent('keyup', { key: 'Tab', bubbles: true }))
      })
    await hover('Latch Dev WalletInstalled')
    await tabTo('Latch Dev WalletInstalled')
    // A view focuses its first control as it shows: no sign the visitor wants that wallet.
    await act(async () => button('Argent').focus())
    expect(warm).not.toHaveBeenCalled()
    await hover('Argent')
    expect(warm).toHaveBeenCalledTimes(1)
    await tabTo('RainbowRecent')
    expect(warm).toHaveBeenCalledTimes(2)
    await hover('All Wallets113')
    expect(warm).toHaveBeenCalledTimes(3)
  })

  it('on a phone, where a tap brings no hover, loads WalletConnect once Connect shows open; elsewhere not', async () => {
    const desktop = await mount({})
    const desktopWarm = vi.spyOn(desktop.controller, 'warmWalletConnect').mockImplementation(() => undefined)
    await act(async () => desktop.controller.open())
    expect(desktopWarm).not.toHaveBeenCalled()
    await root.unmount()

    const phone = await mount({ isMobile: true })
    const phoneWarm = vi.spyOn(phone.controller, 'warmWalletConnect').mockImplementation(() => undefined)
    expect(phoneWarm).not.toHaveBeenCalled()
    await act(async () => phone.controller.open())
    expect(phoneWarm).toHaveBeenCalledOnce()
  })

  it('offers a retry when the catalogue fails, and lists it once the retry succeeds', async () => {
    let failing = true
    await mount({ injected: [devWallet] }, { failWhen: () => failing })
    expect(rows()).toEqual([
      'announced:Latch Dev WalletInstalled',
      'recent:RainbowRecent',
      'error:Could not load more wallets.Try again',
      'allWallets:All Wallets',
    ])
    failing = false
    await act(async () => button('Try again').click())
    await settle()
    expect(rows()).toContain('recommended:Trust Wallet')
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })

  it('lists only the ways that bring a Solana account where solana is the active namespace, and goes back', async () => {
    const frame = await mount({
      injected: [devWallet],
      enableEmbedded: true,
      networks: ['eip155:31337', 'solana:localnet'],
    })
    const pressed = () =>
      [...container.querySelectorAll('[role="group"] button')].map(
        (toggle) => `${toggle.textContent}:${toggle.getAttribute('aria-pressed')}`,
      )
    // The picker loads on first use.
    await vi.waitFor(async () => {
      await settle()
      expect(pressed()).toEqual(['Ethereum:true', 'Solana:false'])
    })
    expect(rows()).toContain('announced:Latch Dev WalletInstalled')
    const solana = button('Solana')
    solana.focus()
    await act(async () => solana.click())
    await vi.waitFor(async () => {
      await settle()
      expect(frame.store.get(namespaceAtom).active).toBe('solana')
    })
    expect(pressed()).toEqual(['Ethereum:false', 'Solana:true'])
    // The WalletConnect wallets stay (a pairing proposes solana too); the page's EIP-6963 one goes.
    expect(container.querySelector('[data-group="wallet"]')).not.toBeNull()
    expect(rows()).not.toContain('announced:Latch Dev WalletInstalled')
    expect(container.querySelector('[data-group="email"]')).not.toBeNull()
    expect(container.querySelector('[data-group="social"]')).not.toBeNull()
    // The toggle stays where it was: the keyboard's focus is not lost with the rows that go.
    expect(document.activeElement).toBe(solana)
    await act(async () => button('Ethereum').click())
    await vi.waitFor(async () => {
      await settle()
      expect(rows()).toContain('announced:Latch Dev WalletInstalled')
    })
  })

  it('keeps eip155 where the app asked for no network of the namespace', async () => {
    const frame = await mount({ injected: [devWallet], networks: ['eip155:31337'] })
    expect(await frame.controller.switchNamespace('solana')).toBe(false)
    expect(await frame.controller.switchNamespace('near')).toBe(false)
    expect(rows()).toContain('announced:Latch Dev WalletInstalled')
    // One namespace: nothing to pick.
    expect(container.querySelector('[role="group"]')).toBeNull()
  })
})
