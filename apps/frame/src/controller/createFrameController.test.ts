import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { alertAtom, connectionAtom, hostInitializedAtom, namespaceAtom, routerAtom } from '@/state/atoms'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { createFrameController } from './createFrameController'

const devAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wallet = {
  uuid: 'w1',
  name: 'Dev Wallet',
  icon: 'data:image/svg+xml;base64,AA==',
  rdns: 'dev.latch.wallet',
}

type ApiCall = { url: string; headers: Record<string, string>; body?: { props: { event: string } } }

// The frame's own API, as a fake: analytics off unless a test answers otherwise.
function fakeApi(answer: (url: string) => Response = () => Response.json({ isAnalyticsEnabled: false })) {
  const calls: ApiCall[] = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ url, headers: init?.headers as Record<string, string>, ...(body && { body }) })
    return answer(url)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

function setup(walletAnswers: Record<string, unknown> = {}, api = fakeApi()) {
  const store = createStore()
  const controller = createFrameController({
    store,
    projectId: 'latch-dev',
    projectNetworks: ['eip155:31337', 'eip155:31338'],
    fetch: api.fetch,
  })
  const {
    calls,
    send,
    init: sendInit,
  } = attachFakeHost(controller, (type, payload) => {
    if (type !== 'injected.request') return {}
    const method = String(payload.method ?? '')
    if (!(method in walletAnswers))
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const answer = walletAnswers[method]
    return { result: typeof answer === 'function' ? answer(payload.params) : answer }
  })
  const init = (extra: Record<string, unknown> = {}) =>
    sendInit({ isMobile: false, injected: [wallet], ...extra })
  return { store, controller, calls, send, init }
}

describe('createFrameController', () => {
  it('counts the host as there once its init is answered: the closed modal renders nothing before', async () => {
    const { store, send, init } = setup()
    await send('close', {})
    expect(store.get(hostInitializedAtom)).toBe(false)
    await init()
    expect(store.get(hostInitializedAtom)).toBe(true)
  })

  it('answers a malformed message with -32602 naming the field, and keeps working', async () => {
    const { send, init } = setup()
    await init()
    expect(await send('open', { view: 'Nope' })).toMatchObject({
      ok: false,
      error: { code: -32602, message: expect.stringContaining('payload.view') },
    })
    expect(await send('request', { method: 'eth_chainId' })).toMatchObject({
      ok: true,
      payload: { result: '0x7a69' },
    })
  })

  it('refuses a view the modal does not have by name, and does not open', async () => {
    const { send, init, store } = setup()
    await init()
    expect(await send('open', { view: 'ConnectingTelegram' })).toMatchObject({
      ok: false,
      error: {
        code: -32602,
        message: expect.stringContaining('Unknown view "ConnectingTelegram": the modal has Account'),
      },
    })
    expect(store.get(routerAtom).open).toBe(false)
    expect(await send('open', { view: 'WalletReceive' })).toMatchObject({ ok: true })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'WalletReceive' })
  })

  it('opens on a namespace the app has networks of, making it the active one, and refuses another', async () => {
    const { send, init, store } = setup()
    await init({ networks: ['eip155:31337', 'solana:localnet'] })
    expect(await send('open', { namespace: 'near' })).toMatchObject({
      ok: false,
      error: { code: 4200, message: 'This app has no near network' },
    })
    expect(await send('open', { namespace: 'tron' })).toMatchObject({
      ok: false,
      error: { code: -32602, message: expect.stringContaining('payload.namespace') },
    })
    expect(store.get(routerAtom).open).toBe(false)
    expect(await send('open', { namespace: 'solana' })).toMatchObject({ ok: true })
    expect(store.get(namespaceAtom)).toEqual({ active: 'solana', switching: false })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'Connect' })
  })

  it('opens on NEAR where the app asked for a NEAR network, making it the active one', async () => {
    const { send, init, store } = setup()
    await init({ networks: ['eip155:31337', 'near:testnet'] })
    expect(await send('open', { namespace: 'near' })).toMatchObject({ ok: true })
    expect(store.get(namespaceAtom)).toEqual({ active: 'near', switching: false })
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'Connect' })
  })

  it('asks a wallet that answers 4902 to add the chain, then switches; Network Not Found for unknown ones', async () => {
    const added: unknown[] = []
    const switchChain = vi.fn(() => {
      if (added.length === 0) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
      return null
    })
    const { store, controller, init } = setup({
      eth_requestAccounts: [devAddress],
      eth_chainId: '0x7a69',
      wallet_switchEthereumChain: switchChain,
      wallet_addEthereumChain: (params: unknown[]) => {
        added.push(params[0])
        return null
      },
    })
    await init()
    await controller.connectInjected(wallet)
    expect(await controller.switchNetwork(31338)).toBe(true)
    expect(added).toEqual([
      expect.objectContaining({
        chainId: '0x7a6a',
        chainName: 'Latch Devnet B',
        rpcUrls: ['http://127.0.0.1:8546'],
      }),
    ])
    expect(switchChain).toHaveBeenCalledTimes(2)
    expect(store.get(connectionAtom).chainId).toBe(31338)

    const other = setup()
    await other.init({ networks: ['eip155:31337', 'eip155:999'] })
    expect(other.store.get(alertAtom)).toMatchObject({ shortMessage: 'Network Not Found' })
  })

  it('refuses methods off the allowed lists with 4200 and bad params with -32602', async () => {
    const { send, init } = setup()
    await init()
    expect(await send('request', { method: 'eth_sign', params: [] })).toMatchObject({
      ok: false,
      error: { code: 4200 },
    })
    expect(await send('request', { method: 'personal_sign', params: ['hello', 'nope'] })).toMatchObject({
      ok: false,
      error: { code: -32602 },
    })
  })

  it("refuses a wallet's malformed signature, hash or capabilities with -32603, and passes a well-formed one", async () => {
    const signature = `0x${'ab'.repeat(65)}`
    const { send, init, controller } = setup({
      eth_requestAccounts: [devAddress],
      eth_chainId: '0x7a69',
      personal_sign: (params: unknown) => ((params as string[])[0] === '0x6869' ? signature : '0xdead'),
      eth_sendTransaction: 'sent',
      wallet_getCapabilities: (params: unknown) =>
        (params as unknown[]).length === 2 ? { '0x7a69': {} } : { '0x7a69': 'atomic' },
    })
    await init()
    await controller.connectInjected(wallet)
    expect(await send('request', { method: 'personal_sign', params: ['0x6869', devAddress] })).toMatchObject({
      ok: true,
      payload: { result: signature },
    })
    expect(await send('request', { method: 'personal_sign', params: ['0x6f6b', devAddress] })).toMatchObject({
      ok: false,
      error: {
        code: -32603,
        message: 'The wallet answered personal_sign with something other than a signed message.',
      },
    })
    expect(
      await send('request', {
        method: 'eth_sendTransaction',
        params: [{ from: devAddress, to: devAddress }],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: -32603, message: expect.stringContaining('other than a transaction hash') },
    })
    expect(await send('request', { method: 'wallet_getCapabilities', params: [devAddress] })).toMatchObject({
      ok: false,
      error: { code: -32603, message: 'Error parsing wallet capabilities' },
    })
    expect(
      await send('request', { method: 'wallet_getCapabilities', params: [devAddress, ['0x7a69']] }),
    ).toMatchObject({ ok: true, payload: { result: { '0x7a69': {} } } })
  })

  it('asks for accounts by opening the modal; closing it rejects with 4001', async () => {
    const { send, init, controller, store, calls } = setup()
    await init()
    const pending = send('request', { method: 'eth_requestAccounts' })
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.get(routerAtom)).toMatchObject({ open: true, view: 'Connect' })
    expect(calls).toContainEqual({ type: 'setVisible', payload: { visible: true } })
    controller.close()
    expect(await pending).toMatchObject({ ok: false, error: { code: 4001 } })
    expect(calls).toContainEqual({ type: 'setVisible', payload: { visible: false } })
  })

  it('connects a host wallet, settles the waiting request and closes, to open again on Account', async () => {
    const { send, init, controller, store, calls } = setup({
      eth_requestAccounts: [devAddress],
      eth_chainId: '0x7a69',
    })
    await init()
    const pending = send('request', { method: 'eth_requestAccounts' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await controller.connectInjected(wallet)
    expect(await pending).toMatchObject({ ok: true, payload: { result: [devAddress] } })
    expect(store.get(connectionAtom)).toMatchObject({
      status: 'connected',
      address: devAddress,
      chainId: 31337,
    })
    expect(store.get(routerAtom)).toMatchObject({ open: false, view: 'Account' })
    expect(calls).toContainEqual({ type: 'emit', payload: { event: 'accountsChanged', data: [devAddress] } })
    expect(await send('request', { method: 'eth_accounts' })).toMatchObject({
      payload: { result: [devAddress] },
    })
  })

  it("passes an ERC-7715 revoke to the wallet and stays connected; EIP-2255's revoke of eth_accounts disconnects", async () => {
    const revoked: unknown[] = []
    const { send, init, controller, store } = setup({
      eth_requestAccounts: [devAddress],
      eth_chainId: '0x7a69',
      wallet_revokePermissions: (params: unknown) => {
        revoked.push(params)
        return null
      },
    })
    await init()
    const pending = send('request', { method: 'eth_requestAccounts' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await controller.connectInjected(wallet)
    await pending
    const permissionsContext = `0x${'12'.repeat(32)}`
    expect(
      await send('request', { method: 'wallet_revokePermissions', params: [{ permissionsContext }] }),
    ).toMatchObject({ ok: true, payload: { result: null } })
    expect(revoked).toEqual([[{ permissionsContext }]])
    expect(store.get(connectionAtom)).toMatchObject({ status: 'connected', address: devAddress })
    expect(
      await send('request', { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toMatchObject({ ok: true, payload: { result: null } })
    expect(store.get(connectionAtom)).toMatchObject({ status: 'disconnected' })
  })

  it('remembers the connected wallet without its icon, and reconnects to it on the next load', async () => {
    const bigIcon = `data:image/svg+xml;base64,${'A'.repeat(50_000)}`
    const answers = { eth_requestAccounts: [devAddress], eth_accounts: [devAddress], eth_chainId: '0x7a69' }
    const first = setup(answers)
    await first.init()
    await first.controller.connectInjected({ ...wallet, icon: bigIcon })
    const mirrored = first.calls.find((call) => call.type === 'mirror.set')?.payload as { value: string }
    expect(JSON.parse(mirrored.value)).toEqual({
      type: 'ANNOUNCED',
      id: wallet.rdns,
      rdns: wallet.rdns,
      name: wallet.name,
    })

    const second = setup(answers)
    await second.send('init', {
      version: 1,
      projectId: 'latch-dev',
      sdkVersion: '0.1.0',
      sdkType: 'latch',
      isMobile: false,
      injected: [{ ...wallet, uuid: 'w2' }],
      mirror: { lastConnector: mirrored.value },
    })
    expect(await second.send('request', { method: 'eth_accounts' })).toMatchObject({
      ok: true,
      payload: { result: [devAddress] },
    })
    expect(second.store.get(connectionAtom)).toMatchObject({ status: 'connected', chainId: 31337 })
  })

  it('reconnects to the last wallet when the page announces it only after init, and leaves a visitor without a last session disconnected', async () => {
    const answers = { eth_requestAccounts: [devAddress], eth_accounts: [devAddress], eth_chainId: '0x7a69' }
    const first = setup(answers)
    await first.init()
    await first.controller.connectInjected(wallet)
    const mirrored = first.calls.find((call) => call.type === 'mirror.set')?.payload as { value: string }

    const late = setup(answers)
    await late.init({ injected: [], mirror: { lastConnector: mirrored.value } })
    expect(late.store.get(connectionAtom)).toMatchObject({ status: 'disconnected' })
    expect(await late.send('injected.announce', { wallets: [{ ...wallet, uuid: 'w2' }] })).toMatchObject({
      ok: true,
    })
    expect(await late.send('request', { method: 'eth_accounts' })).toMatchObject({
      ok: true,
      payload: { result: [devAddress] },
    })
    expect(late.store.get(connectionAtom)).toMatchObject({ status: 'connected', address: devAddress })

    const none = setup(answers)
    await none.init({ injected: [] })
    await none.send('injected.announce', { wallets: [wallet] })
    expect(await none.send('request', { method: 'eth_accounts' })).toMatchObject({
      ok: true,
      payload: { result: [] },
    })
    expect(none.calls.filter((call) => call.type === 'injected.request')).toEqual([])
  })

  it('a rejection in the wallet leaves ConnectingExternal with a 4001 error to retry', async () => {
    const { init, controller, store } = setup()
    await init()
    controller.open()
    await controller.connectInjected(wallet)
    expect(store.get(routerAtom).view).toBe('ConnectingExternal')
    expect(store.get(connectionAtom)).toMatchObject({ status: 'disconnected', error: { code: 4001 } })
  })

  it('a wallet on a network the app did not ask for opens UnsupportedChain', async () => {
    const { init, controller, store } = setup({ eth_requestAccounts: [devAddress], eth_chainId: '0x1' })
    await init()
    controller.open()
    await controller.connectInjected(wallet)
    expect(store.get(routerAtom).view).toBe('UnsupportedChain')
  })

  it('switching to an unknown chain is refused with 4902', async () => {
    const { send, init } = setup()
    await init()
    expect(
      await send('request', { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).toMatchObject({ ok: false, error: { code: 4902 } })
  })

  it('sends the tracked events to the analytics API as the host page, with the SDK it reported', async () => {
    const api = fakeApi((url) =>
      url.startsWith('/api/getAnalyticsConfig')
        ? Response.json({ isAnalyticsEnabled: true })
        : Response.json({}, { status: 202 }),
    )
    const { init, controller } = setup({}, api)
    await init()
    controller.open()
    controller.close()
    await vi.waitFor(() => expect(api.calls.filter((call) => call.url.startsWith('/api/e?'))).toHaveLength(2))
    const events = api.calls.filter((call) => call.url.startsWith('/api/e?'))
    expect(events.map((call) => call.body?.props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(events[0]?.headers).toMatchObject({
      'x-latch-origin': 'http://localhost:5173',
      'x-sdk-type': 'latch',
      'x-sdk-version': '0.1.0',
    })
  })

  it("sends and asks nothing of the analytics API when the host's features.analytics is false", async () => {
    const api = fakeApi(() => Response.json({ isAnalyticsEnabled: true }))
    const { init, controller } = setup({}, api)
    await init({ features: { analytics: false } })
    controller.open()
    controller.close()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.calls.filter((call) => /^\/api\/(e|getAnalyticsConfig)\?/.test(call.url))).toEqual([])
  })

  it("shows 'Invalid App Configuration' once per session when analytics calls are refused with 403", async () => {
    const api = fakeApi((url) =>
      url.startsWith('/api/getAnalyticsConfig')
        ? Response.json({ isAnalyticsEnabled: true })
        : Response.json({ error: 'Invalid App Configuration' }, { status: 403 }),
    )
    const { init, controller, store } = setup({}, api)
    const shown: unknown[] = []
    store.sub(alertAtom, () => shown.push(store.get(alertAtom)))
    await init()
    controller.open()
    controller.close()
    await vi.waitFor(() => expect(api.calls.filter((call) => call.url.startsWith('/api/e?'))).toHaveLength(2))
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    expect(store.get(alertAtom)).toEqual({
      variant: 'error',
      shortMessage: 'Invalid App Configuration',
      longMessage: "The origin is not on the project's allow-list. Update the project's configuration.",
    })
    controller.dismissAlert()
    controller.open()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(shown).toEqual([expect.objectContaining({ shortMessage: 'Invalid App Configuration' }), null])
  })
})
