import { UserRejectedRequestError } from '@latch/protocol'
import { createStore } from 'jotai'
import { parseSiweMessage } from 'viem/siwe'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '@/platform/detectPlatform'
import { siwxAtom } from '@/siwx/siwxAtom'
import { connectionAtom, hostConfigAtom, recentWalletsAtom, routerAtom } from '@/state/atoms'
import { attachFakeHost } from '@/testing/attachFakeHost'
import type {
  WalletConnectAccount,
  WalletConnectConnector,
  WalletConnectEvent,
} from '@/wallets/walletconnect/WalletConnectConnector'
import { createFrameController } from './createFrameController'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const signature = `0x${'51'.repeat(65)}`
const rainbow = { id: 'rainbow', name: 'Rainbow', webapp_link: 'https://rainbow.example' }
const relay = { relayUrl: 'ws://127.0.0.1:5555', projectId: 'latch-dev', local: true }

type Pending = { resolve(account: WalletConnectAccount): void; reject(error: Error): void }

// A wallet app on the other end of WalletConnect, as the controller sees it through its connector.
function fakeWalletConnect() {
  const pairings: Pending[] = []
  const requests: { method: string; params: unknown }[] = []
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let session: WalletConnectAccount | undefined
  let uris = 0
  let created = 0
  const connector: WalletConnectConnector = {
    restore: async () => session,
    connect: ({ onUri, signal }) =>
      new Promise((resolve, reject) => {
        onUri(`wc:topic${++uris}@2?relay-protocol=irn&symKey=k`, Date.now() + 240_000)
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        pairings.push({
          resolve: (account) => {
            session = account
            resolve(account)
          },
          reject,
        })
      }),
    request: async (method, params) => {
      requests.push({ method, params })
      if (method === 'personal_sign') return signature
      return null
    },
    disconnect: async () => {
      session = undefined
    },
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy: () => undefined,
  }
  return {
    create: () => {
      created++
      return connector
    },
    approve: (chainId = 31337) =>
      pairings.at(-1)?.resolve({ address, chainId, peer: { name: 'Rainbow', icons: [] } }),
    reject: () => pairings.at(-1)?.reject(new UserRejectedRequestError()),
    emit: (event: WalletConnectEvent) => {
      for (const listener of listeners) listener(event)
    },
    requests,
    get uris() {
      return uris
    },
    /** How many times the SDK's connector was made: it loads and reaches the relay then. */
    get created() {
      return created
    },
  }
}

// The frame's server, as far as sign-in needs it: it hands out nonces and keeps what it is sent.
function fakeServer() {
  const sessions: { message: string; signature: string }[] = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {}
    if (url.startsWith('/api/siwx/nonce'))
      return Response.json({
        nonce: 'abcdef0123456789abcdef0123456789',
        issuedAt: new Date().toISOString(),
        expirationTime: new Date(Date.now() + 86_400_000).toISOString(),
      })
    if (url.startsWith('/api/siwx/sessions')) {
      sessions.push({ message: body.message, signature: body.signature })
      const parsed = parseSiweMessage(body.message)
      return Response.json({
        session: {
          data: {
            accountAddress: parsed.address,
            chainId: `eip155:${parsed.chainId}`,
            domain: parsed.domain,
            uri: parsed.uri,
            version: '1',
            nonce: parsed.nonce,
            issuedAt: parsed.issuedAt?.toISOString(),
            expirationTime: parsed.expirationTime?.toISOString(),
          },
          message: body.message,
          signature: body.signature,
        },
      })
    }
    if (url.startsWith('/api/siwx/verify')) return Response.json({ valid: true })
    return Response.json({ isAnalyticsEnabled: false })
  }) as typeof globalThis.fetch
  return { fetch, sessions }
}

type SetupOptions = {
  mirror?: Record<string, string>
  siwx?: { required?: boolean }
  enableWallets?: boolean
  platform?: Platform
}

function setup(options: SetupOptions = {}) {
  const wallet = fakeWalletConnect()
  const server = fakeServer()
  const store = createStore()
  const controller = createFrameController({
    store,
    projectId: 'latch-dev',
    projectNetworks: ['eip155:31337', 'eip155:31338'],
    fetch: server.fetch,
    walletConnect: relay,
    createWalletConnect: wallet.create,
    ...(options.platform ? { platform: options.platform } : {}),
  })
  const { calls, send, init: sendInit } = attachFakeHost(controller)
  const init = () =>
    sendInit({
      mirror: options.mirror ?? {},
      ...(options.siwx ? { siwx: options.siwx } : {}),
      ...(options.enableWallets === undefined ? {} : { enableWallets: options.enableWallets }),
    })
  const mirror = () =>
    Object.fromEntries(
      calls
        .filter((call) => call.type === 'mirror.set')
        .map((call) => [call.payload.key, call.payload.value]),
    ) as Record<string, string | null>
  const lastState = () =>
    calls.filter((call) => call.type === 'state').at(-1)?.payload.state as Record<string, unknown> | undefined
  return { store, controller, wallet, server, calls, send, init, mirror, lastState }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

// The connector's code loads on first use (createLazyWalletConnectConnector): loaded here once, so
// that each test waits only for the import to resolve, not for the first transform.
beforeAll(() => import('@/connectors/createWalletConnectFrameConnector'))

/** A frame whose modal is open and whose user has just paired Rainbow. */
async function pairedWithRainbow(options: SetupOptions = {}) {
  const frame = setup(options)
  await frame.init()
  frame.controller.open()
  frame.controller.connectWalletConnect(rainbow)
  await settle()
  frame.wallet.approve()
  await settle()
  return frame
}

describe('createFrameController over WalletConnect', () => {
  it('pairs with a catalogue wallet, shows its URI, and lands on Account once the wallet approves', async () => {
    const { store, controller, wallet, init, calls, mirror } = setup()
    await init()
    controller.open()
    controller.connectWalletConnect(rainbow)
    await settle()
    expect(store.get(routerAtom).view).toBe('ConnectingWalletConnect')
    expect(store.get(routerAtom).data.wallet?.name).toBe('Rainbow')
    expect(store.get(connectionAtom)).toMatchObject({
      status: 'connecting',
      wcUri: 'wc:topic1@2?relay-protocol=irn&symKey=k',
    })
    wallet.approve()
    await settle()
    expect(store.get(connectionAtom)).toMatchObject({ status: 'connected', address, chainId: 31337 })
    expect(store.get(connectionAtom).connector).toMatchObject({ type: 'WALLET_CONNECT', name: 'Rainbow' })
    expect(store.get(routerAtom).view).toBe('Account')
    expect(calls.filter((call) => call.type === 'emit').map((call) => call.payload.event)).toEqual([
      'connect',
      'accountsChanged',
    ])
    expect(store.get(recentWalletsAtom).map((entry) => entry.id)).toEqual(['rainbow'])
    expect(JSON.parse(mirror().recentWallets ?? '[]')).toEqual([rainbow])
    expect(JSON.parse(mirror().lastConnector ?? '{}')).toMatchObject({ type: 'WALLET_CONNECT' })
  })

  it('a rejection in the wallet is a 4001 error, and trying again makes a fresh pairing', async () => {
    const { store, controller, wallet, init } = setup()
    await init()
    controller.open()
    controller.connectWalletConnect(rainbow)
    await settle()
    wallet.reject()
    await settle()
    expect(store.get(connectionAtom)).toMatchObject({ status: 'disconnected', error: { code: 4001 } })
    controller.retryWalletConnect()
    await settle()
    expect(wallet.uris).toBe(2)
    expect(store.get(connectionAtom)).toMatchObject({
      status: 'connecting',
      wcUri: expect.stringContaining('topic2'),
    })
    wallet.approve()
    await settle()
    expect(store.get(connectionAtom).status).toBe('connected')
  })

  it('closing the modal mid-pairing drops the pairing, and a late approval connects nothing', async () => {
    const { store, controller, wallet, init } = setup()
    await init()
    controller.open()
    controller.connectWalletConnect(rainbow)
    await settle()
    controller.close()
    expect(store.get(connectionAtom)).toMatchObject({ status: 'disconnected' })
    expect(store.get(connectionAtom).wcUri).toBeUndefined()
    wallet.approve()
    await settle()
    expect(store.get(connectionAtom).status).toBe('disconnected')
  })

  it('on iOS Safari a pairing in progress is reused; elsewhere each wallet gets a fresh one', async () => {
    const ios = setup({ platform: { isMobile: true, isTelegram: false, isIos: true, isIosSafari: true } })
    await ios.init()
    // The views read the platform from the host config: on iOS a wallet opens by its universal link.
    expect(ios.store.get(hostConfigAtom)).toMatchObject({ isMobile: true, isIos: true })
    ios.controller.open()
    ios.controller.connectWalletConnect(rainbow)
    await settle()
    ios.controller.goBack()
    ios.controller.connectWalletConnect({ ...rainbow, id: 'trust', name: 'Trust Wallet' })
    await settle()
    expect(ios.wallet.uris).toBe(1)
    expect(ios.store.get(routerAtom).data.wallet?.name).toBe('Trust Wallet')

    const desktop = setup()
    await desktop.init()
    expect(desktop.store.get(hostConfigAtom)).toMatchObject({ isMobile: false, isIos: false })
    desktop.controller.open()
    desktop.controller.connectWalletConnect(rainbow)
    await settle()
    desktop.controller.goBack()
    desktop.controller.connectWalletConnect({ ...rainbow, id: 'trust', name: 'Trust Wallet' })
    await settle()
    expect(desktop.wallet.uris).toBe(2)
  })

  it('loads WalletConnect when the visitor moves toward it, not when the modal opens', async () => {
    const { controller, wallet, init } = setup()
    await init()
    controller.open()
    await settle()
    expect(wallet.created).toBe(0)
    controller.warmWalletConnect()
    await settle()
    expect(wallet.created).toBe(1)
  })

  it('opens the basic QR view and pairs at once when the host configures no wallets on a desktop', async () => {
    const { store, controller, wallet, init } = setup({ enableWallets: false })
    await init()
    controller.open()
    await settle()
    expect(store.get(routerAtom).view).toBe('ConnectingWalletConnectBasic')
    expect(wallet.uris).toBe(1)
    expect(store.get(connectionAtom).wcUri).toContain('wc:topic1')
    wallet.approve()
    await settle()
    expect(store.get(routerAtom).view).toBe('Account')
  })

  it('sends the host requests through the session and passes the wallet events on', async () => {
    const { store, controller, wallet, init, send, calls } = setup()
    await init()
    controller.connectWalletConnect(rainbow)
    await settle()
    wallet.approve()
    await settle()
    const signed = await send('request', { method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(signed).toMatchObject({ ok: true, payload: { result: signature } })
    expect(wallet.requests).toEqual([{ method: 'personal_sign', params: ['0x68656c6c6f', address] }])
    wallet.emit({ type: 'chainChanged', chainId: 31338 })
    expect(store.get(connectionAtom).chainId).toBe(31338)
    expect(calls.filter((call) => call.type === 'emit').at(-1)?.payload).toEqual({
      event: 'chainChanged',
      data: '0x7a6a',
    })
    wallet.emit({ type: 'disconnect' })
    expect(store.get(connectionAtom).status).toBe('disconnected')
    expect(await send('request', { method: 'eth_accounts' })).toMatchObject({
      ok: true,
      payload: { result: [] },
    })
  })

  it('a reload finds the stored session and reconnects without asking', async () => {
    const first = setup()
    await first.init()
    first.controller.connectWalletConnect(rainbow)
    await settle()
    first.wallet.approve()
    await settle()
    const second = setup({ mirror: first.mirror() as Record<string, string> })
    second.wallet
      .create()
      .connect({ onUri: () => undefined })
      .catch(() => undefined)
    second.wallet.approve()
    await second.init()
    expect(await second.send('request', { method: 'eth_accounts' })).toMatchObject({
      payload: { result: [address] },
    })
    expect(second.store.get(routerAtom).open).toBe(false)
    expect(second.store.get(recentWalletsAtom).map((entry) => entry.id)).toEqual(['rainbow'])
  })
})

describe('sign-in with the wallet', () => {
  it('required: opens after connect, cannot be closed, and signing stores the session for the host', async () => {
    const { store, controller, server, lastState, mirror } = await pairedWithRainbow({
      siwx: { required: true },
    })
    expect(store.get(routerAtom).view).toBe('SIWXSignMessage')
    controller.close()
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    await controller.signInWithWallet()
    expect(store.get(siwxAtom)).toEqual({ status: 'idle' })
    expect(store.get(routerAtom).open).toBe(false)
    const [stored] = server.sessions
    expect(stored?.signature).toBe(signature)
    expect(stored?.message).toContain('localhost:5173 wants you to sign in with your Ethereum account')
    expect(lastState()?.siwx).toEqual(stored)
    expect(JSON.parse(mirror().siwxSession ?? '{}')).toMatchObject({ signature: signature })
  })

  it('required: cancel disconnects', async () => {
    const { store, controller } = await pairedWithRainbow({ siwx: { required: true } })
    await controller.cancelSignIn()
    expect(store.get(connectionAtom).status).toBe('disconnected')
    expect(store.get(routerAtom).open).toBe(false)
  })

  it('optional: cancel closes and stays connected', async () => {
    const { store, controller } = await pairedWithRainbow({ siwx: { required: false } })
    expect(store.get(routerAtom).view).toBe('SIWXSignMessage')
    await controller.cancelSignIn()
    expect(store.get(connectionAtom).status).toBe('connected')
    expect(store.get(routerAtom).open).toBe(false)
  })

  it("a declined signature reopens the view with 'Signature declined'", async () => {
    const { store, controller, wallet } = await pairedWithRainbow({ siwx: { required: true } })
    const connector = wallet.create()
    connector.request = async () => {
      throw new UserRejectedRequestError()
    }
    await controller.signInWithWallet()
    expect(store.get(siwxAtom)).toEqual({ status: 'error', error: 'Signature declined' })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'SIWXSignMessage' })
  })
})
