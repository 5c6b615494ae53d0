import { describe, expect, it } from 'vitest'
import type { HostBridgeConnector } from '@/connectors/createHostBridgeConnector'
import type { WalletConnectFrameConnector } from '@/connectors/createWalletConnectFrameConnector'
import type { ConnectedWallet, FrameConnector, WalletEvent } from '@/connectors/FrameConnector'
import { resolveNetworks } from '@/networks/knownNetworks'
import type { Platform } from '@/platform/detectPlatform'
import type { SignInFlow } from '@/siwx/createSignInFlow'
import { activeConnectorAtom, connectionAtom, hostConfigAtom, networksAtom, routerAtom } from '@/state/atoms'
import { testContext } from '@/testing/testContext'
import { createConnectionFlow, walletConnectUndefined } from './createConnectionFlow'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wallet = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' }
const platform: Platform = { isMobile: false, isTelegram: false, isIos: false, isIosSafari: false }

function fakeConnector<K extends 'injected' | 'walletconnect'>(
  kind: K,
  account: ConnectedWallet,
  restored: () => ConnectedWallet | undefined = () => account,
) {
  const listeners = new Set<(event: WalletEvent) => void>()
  const requests: string[] = []
  let disconnects = 0
  const connector: FrameConnector<unknown> = {
    kind,
    connect: async () => account,
    reconnect: async () => restored(),
    request: async (method) => {
      requests.push(method)
      return `${kind}:${method}`
    },
    disconnect: async () => {
      disconnects++
    },
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    connector,
    requests,
    disconnects: () => disconnects,
    emit: (event: WalletEvent) => {
      for (const listener of listeners) listener(event)
    },
  }
}

function setup(
  options: {
    restores?: { injected?: boolean; walletconnect?: boolean }
    noWalletConnect?: boolean
    isMobile?: boolean
    pairing?: 'pending'
    onPageShown?: (run: () => void) => () => void
  } = {},
) {
  const test = testContext()
  test.store.set(networksAtom, resolveNetworks(['eip155:31337', 'eip155:31338']))
  test.store.set(hostConfigAtom, { isMobile: false })
  const account = (name: string): ConnectedWallet => ({
    connector: { id: name, name, type: 'ANNOUNCED' },
    address,
    chainId: 31337,
  })
  const restores = (kind: 'injected' | 'walletconnect', wallet: ConnectedWallet) => () =>
    options.restores?.[kind] === false ? undefined : wallet
  const injected = fakeConnector('injected', account('Injected'), restores('injected', account('Injected')))
  const walletConnect = fakeConnector(
    'walletconnect',
    account('WalletConnect'),
    restores('walletconnect', account('WalletConnect')),
  )
  const signIn = { needsSignIn: () => false, signOut: async () => undefined } as unknown as SignInFlow
  const flow = createConnectionFlow(test.context, {
    connectors: {
      injected: { ...injected.connector, handleHostEvent: () => undefined } as HostBridgeConnector,
      walletconnect: options.noWalletConnect
        ? undefined
        : ({
            ...walletConnect.connector,
            ...(options.pairing === 'pending' && { connect: () => new Promise<never>(() => undefined) }),
            warm: () => undefined,
            destroy: () => undefined,
          } as WalletConnectFrameConnector),
    },
    signIn: () => signIn,
    platform: { ...platform, isMobile: options.isMobile === true },
    onPageShown: options.onPageShown,
  })
  return { ...test, flow, injected, walletConnect }
}

describe('createConnectionFlow', () => {
  it('routes requests to the connector that connected, and answers 4900 with none', async () => {
    const { flow, storage, store } = setup()
    await expect(flow.walletRequest('eth_accounts')).rejects.toMatchObject({ code: 4900 })
    await storage.set(
      'lastConnector',
      JSON.stringify({ id: 'walletConnect', rdns: 'walletConnect', name: 'WC', type: 'WALLET_CONNECT' }),
    )
    await flow.reconnect()
    expect(store.get(activeConnectorAtom)).toBe('walletconnect')
    expect(store.get(connectionAtom)).toMatchObject({ status: 'connected', address })
    expect(await flow.walletRequest('wallet_getCapabilities')).toBe('walletconnect:wallet_getCapabilities')
  })

  it('hears only the connected connector’s events', async () => {
    const { flow, store, injected, walletConnect } = setup()
    await flow.connectInjected({ uuid: 'w1', name: 'Injected', icon: 'data:,', rdns: 'dev.latch.wallet' })
    walletConnect.emit({ type: 'chainChanged', chainId: 31338 })
    expect(store.get(connectionAtom).chainId).toBe(31337)
    injected.emit({ type: 'chainChanged', chainId: 31338 })
    expect(store.get(connectionAtom).chainId).toBe(31338)
  })

  it('a chain outside the host’s networks opens UnsupportedChain, and coming back shows Account', async () => {
    const { flow, store, injected } = setup()
    await flow.connectInjected({ uuid: 'w1', name: 'Injected', icon: 'data:,', rdns: 'dev.latch.wallet' })
    injected.emit({ type: 'chainChanged', chainId: 1 })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'UnsupportedChain' })
    injected.emit({ type: 'chainChanged', chainId: 31338 })
    expect(store.get(routerAtom).view).toBe('Account')
  })

  it('disconnect ends the session in the wallet, resets to Connect and forgets the connector', async () => {
    const { flow, store, injected, notified } = setup()
    await flow.connectInjected({ uuid: 'w1', name: 'Injected', icon: 'data:,', rdns: 'dev.latch.wallet' })
    await flow.disconnect()
    expect(injected.disconnects()).toBe(1)
    expect(store.get(activeConnectorAtom)).toBeUndefined()
    expect(store.get(connectionAtom).status).toBe('disconnected')
    expect(store.get(routerAtom)).toMatchObject({ open: false, view: 'Connect', history: ['Connect'] })
    expect(notified).toContainEqual({ type: 'emit', payload: { event: 'accountsChanged', data: [] } })
  })

  it('a request waiting for accounts opens the modal, and closing it rejects with 4001', async () => {
    const { flow, store, context } = setup()
    const waiting = flow.waitForAccounts()
    expect(store.get(routerAtom).open).toBe(true)
    context.dispatchRouter({ type: 'close' })
    flow.modalClosed()
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
  })

  it("on a phone, back from the wallet's app, says the connection is finishing for a while", async () => {
    const shown: (() => void)[] = []
    let stops = 0
    const onPageShown = (run: () => void) => {
      shown.push(run)
      return () => {
        stops++
      }
    }
    const { flow, store } = setup({ isMobile: true, pairing: 'pending', onPageShown })
    flow.connectWalletConnect(wallet)
    expect(store.get(connectionAtom)).toMatchObject({ status: 'connecting', buffering: false })
    flow.walletLinkFollowed({ name: 'Rainbow', href: 'rainbow://wc?uri=x' })
    expect(store.get(connectionAtom).wcLinking).toEqual({ name: 'Rainbow', href: 'rainbow://wc?uri=x' })
    expect(store.get(connectionAtom).buffering).toBe(false)
    shown[0]?.()
    expect(store.get(connectionAtom).buffering).toBe(true)
    expect(stops).toBe(1)
    // The test context's `later` runs at once: the buffering ends on its own.
    await Promise.resolve()
    expect(store.get(connectionAtom).buffering).toBe(false)
  })

  it('does not buffer on a computer, nor once the pairing is over', async () => {
    const shown: (() => void)[] = []
    const onPageShown = (run: () => void) => {
      shown.push(run)
      return () => undefined
    }
    const desktop = setup({ pairing: 'pending', onPageShown })
    desktop.flow.connectWalletConnect(wallet)
    desktop.flow.walletLinkFollowed({ name: 'Rainbow', href: 'rainbow://wc?uri=x' })
    expect(shown).toHaveLength(0)

    const phone = setup({ isMobile: true, pairing: 'pending', onPageShown })
    phone.flow.connectWalletConnect(wallet)
    phone.flow.walletLinkFollowed({ name: 'Rainbow', href: 'rainbow://wc?uri=x' })
    phone.flow.modalClosed()
    shown[0]?.()
    expect(phone.store.get(connectionAtom).buffering).toBe(false)
  })

  it('reconnects through a wallet of the page when the last connector has no session left', async () => {
    const wcGone = setup({ restores: { walletconnect: false } })
    await wcGone.storage.set(
      'lastConnector',
      JSON.stringify({ id: 'walletConnect', rdns: 'walletConnect', name: 'WC', type: 'WALLET_CONNECT' }),
    )
    await wcGone.flow.reconnect()
    expect(wcGone.store.get(activeConnectorAtom)).toBe('injected')
    expect(wcGone.store.get(connectionAtom)).toMatchObject({ status: 'connected', address })

    const nothing = setup({ restores: { walletconnect: false, injected: false } })
    await nothing.storage.set(
      'lastConnector',
      JSON.stringify({ id: 'walletConnect', rdns: 'walletConnect', name: 'WC', type: 'WALLET_CONNECT' }),
    )
    await nothing.flow.reconnect()
    expect(nothing.store.get(activeConnectorAtom)).toBeUndefined()
    expect(nothing.store.get(connectionAtom).status).toBe('disconnected')
  })

  it('without a WalletConnect connector, a pairing ends at once saying why', () => {
    const { flow, store } = setup({ noWalletConnect: true })
    flow.connectWalletConnect(wallet)
    expect(store.get(routerAtom).view).toBe('ConnectingWalletConnect')
    expect(store.get(connectionAtom)).toMatchObject({
      status: 'disconnected',
      error: { code: 4900, message: walletConnectUndefined },
    })
    expect(walletConnectUndefined).toBe(
      'The WalletConnect connector is undefined: this page offers no WalletConnect.',
    )
  })

  it('a session brought back while the modal shows Connect, where it starts, shows Account', async () => {
    const { flow, store, storage } = setup()
    store.set(routerAtom, { ...store.get(routerAtom), open: true, view: 'Connect', history: ['Connect'] })
    await storage.set(
      'lastConnector',
      JSON.stringify({ id: 'walletConnect', rdns: 'walletConnect', name: 'WC', type: 'WALLET_CONNECT' }),
    )
    await flow.reconnect()
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'Account', history: ['Account'] })

    const elsewhere = setup()
    elsewhere.store.set(routerAtom, {
      ...elsewhere.store.get(routerAtom),
      open: true,
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
    await elsewhere.storage.set(
      'lastConnector',
      JSON.stringify({ id: 'walletConnect', rdns: 'walletConnect', name: 'WC', type: 'WALLET_CONNECT' }),
    )
    await elsewhere.flow.reconnect()
    expect(elsewhere.store.get(routerAtom).view).toBe('AllWallets')
  })
})
