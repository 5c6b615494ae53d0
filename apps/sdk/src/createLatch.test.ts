import { InitPayload } from '@latch/protocol'
import {
  InvalidAppConfigurationError,
  ProjectIdNotConfiguredError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UserRejectedRequestError,
} from '@latch/protocol/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { version } from '../package.json'
import { createLatch } from './createLatch'
import { defaultReply, fakeFrame } from './internal/fakeConnectFrame'
import type { Latch } from './Latch'
import type { LatchOptions } from './LatchOptions'

vi.mock('./internal/connectFrame', () => import('./internal/fakeConnectFrame'))

const address = '0x1111111111111111111111111111111111111111'
const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

let latches: Latch[] = []
let cleanups: (() => void)[] = []
let count = 0

const make = (options: LatchOptions = {}) => {
  const latch = createLatch({ projectId: 'latch-dev', ...options })
  latches.push(latch)
  return latch
}
const frameMessage = (type: string, payload: unknown) => ({ v: 1, id: `f${++count}`, type, payload })
// One macrotask: the handshake, init and the debounced wallet announcement have all run by then.
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))
const iframe = () => document.querySelector<HTMLIFrameElement>('iframe[data-latch-frame]')
const projectResponse = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))

const announceWallet = (info: Record<string, unknown>, provider: unknown) => {
  const answer = () =>
    dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  addEventListener('eip6963:requestProvider', answer)
  cleanups.push(() => removeEventListener('eip6963:requestProvider', answer))
}

beforeEach(() => {
  fakeFrame.reset()
  vi.stubGlobal(
    'fetch',
    projectResponse(200, { projectId: 'latch-dev', name: 'Latch Dev', networks: [], features: {} }),
  )
})

afterEach(() => {
  for (const latch of latches) latch.destroy()
  for (const cleanup of cleanups) cleanup()
  latches = []
  cleanups = []
  vi.unstubAllGlobals()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('createLatch', () => {
  it('preloads a hidden full-page iframe and talks to the frame origin only', () => {
    make()
    const frame = iframe()
    expect(frame?.title).toBe('Latch')
    expect(frame?.src).toBe('http://127.0.0.1:3000/embed?projectId=latch-dev')
    // The frame may copy to the clipboard and run passkey ceremonies, where the browser allows it.
    expect(frame?.allow).toBe('clipboard-write;publickey-credentials-get;publickey-credentials-create')
    expect(frame?.style.opacity).toBe('0')
    // Hidden yet rendered: it must neither take the host's clicks nor its keyboard focus.
    expect(frame?.style.pointerEvents).toBe('none')
    expect(frame?.inert).toBe(true)
    expect(frame?.style.position).toBe('fixed')
    expect(frame?.style.zIndex).toBe('2147483647')
    expect(fakeFrame.origin).toBe('http://127.0.0.1:3000')
    expect(fakeFrame.remoteWindow).toBe(frame?.contentWindow)
    expect(fakeFrame.timeout).toBe(10_000)
  })

  it('inline, fills the element `container` names, shown from the start, and tells the frame so', async () => {
    const element = document.createElement('section')
    element.id = 'connect'
    document.body.append(element)
    make({ container: '#connect' })
    const frame = iframe()
    expect(frame?.parentElement).toBe(element)
    expect(frame?.inert).toBe(false)
    expect(frame?.style.position).toBe('')
    expect(frame?.style.width).toBe('100%')
    expect(frame?.style.height).toBe('100%')
    expect(frame?.style.opacity).toBe('')
    await settle()
    expect(fakeFrame.sent('init')[0]?.payload).toMatchObject({ inline: true })
    // The frame's setVisible has nothing to do inline: the element is the page's.
    await fakeFrame.call(frameMessage('setVisible', { visible: false }))
    expect(frame?.inert).toBe(false)
    expect(frame?.style.opacity).toBe('')
  })

  it('stays over the page when `container` matches no element', async () => {
    make({ container: '#nowhere' })
    expect(iframe()?.parentElement).toBe(document.body)
    expect(iframe()?.style.position).toBe('fixed')
    await settle()
    expect(fakeFrame.sent('init')[0]?.payload).toMatchObject({ inline: false })
  })

  it('derives the embed URL, config URL and penpal origin from frameUrl', async () => {
    const fetch = projectResponse(200, {})
    vi.stubGlobal('fetch', fetch)
    make({ frameUrl: 'https://frame.example/', handshakeTimeout: 3000 })
    expect(iframe()?.src).toBe('https://frame.example/embed?projectId=latch-dev')
    expect(fakeFrame.origin).toBe('https://frame.example')
    expect(fakeFrame.timeout).toBe(3000)
    expect(fetch.mock.calls[0]?.[0]).toBe('https://frame.example/api/projects/latch-dev')
  })

  it('takes an empty frameUrl (a script tag without a src) as none: the local frame', () => {
    make({ frameUrl: '' })
    expect(iframe()?.src).toBe('http://127.0.0.1:3000/embed?projectId=latch-dev')
    expect(fakeFrame.origin).toBe('http://127.0.0.1:3000')
  })

  it('sends init with its options as the host gave them, the host wallets and the mirror; the frame keeps only the safe theme variables', async () => {
    localStorage.setItem('latch:latch-dev:recentWallets', '["io.metamask"]')
    localStorage.setItem('latch:latch-dev:wcSession', '{"topic":"t"}')
    localStorage.setItem('latch:other:theme', 'light')
    window.ethereum = { request: vi.fn() }
    cleanups.push(() => delete window.ethereum)
    const metadata = { name: 'Demo', url: 'http://localhost:5173', icons: [] }
    make({
      networks: ['eip155:31337'],
      themeMode: 'dark',
      themeVariables: {
        '--latch-accent': '#f0a',
        '--latch-font-family': 'x;}body{color:red',
        '--evil': 'red',
      },
      metadata,
      featuredWalletIds: ['w1'],
      siwx: { required: true },
    })
    await settle()
    const [init, ...more] = fakeFrame.sent('init')
    expect(more).toEqual([])
    expect(fakeFrame.received[0]).toBe(init)
    expect(init?.payload).toEqual({
      projectId: 'latch-dev',
      networks: ['eip155:31337'],
      themeMode: 'dark',
      themeVariables: {
        '--latch-accent': '#f0a',
        '--latch-font-family': 'x;}body{color:red',
        '--evil': 'red',
      },
      metadata,
      featuredWalletIds: ['w1'],
      siwx: { required: true },
      sdkVersion: version,
      inline: false,
      injected: ['injected'],
      mirror: { recentWallets: '["io.metamask"]', wcSession: '{"topic":"t"}' },
    })
    // The frame reads it with the protocol's schema, which supplies what the SDK leaves out.
    expect(InitPayload.parse(init?.payload)).toMatchObject({
      version: 1,
      sdkType: 'latch',
      themeMode: 'dark',
      themeVariables: { '--latch-accent': '#f0a' },
    })
  })

  it('never lists its own EIP-6963 announcement among the host wallets', async () => {
    announceWallet({ uuid: 'w1', name: 'Wallet One', icon, rdns: 'com.one' }, { request: vi.fn() })
    make()
    const seen: string[] = []
    const onAnnounce = (event: Event) => seen.push((event as CustomEvent).detail.info.rdns)
    addEventListener('eip6963:announceProvider', onAnnounce)
    cleanups.push(() => removeEventListener('eip6963:announceProvider', onAnnounce))
    dispatchEvent(new Event('eip6963:requestProvider'))
    await settle()
    expect(seen).toContain('id.latch')
    const lists = [
      fakeFrame.sent('init')[0]?.payload.injected,
      ...fakeFrame.sent('injected.announce').map((m) => m.payload.wallets),
    ]
    expect(lists.length).toBeGreaterThan(1)
    for (const list of lists)
      expect(list).toEqual([{ uuid: 'w1', name: 'Wallet One', icon, rdns: 'com.one' }])
  })

  it('answers a malformed frame message with -32602 and changes nothing', async () => {
    const latch = make()
    await settle()
    const listener = vi.fn()
    latch.subscribe(listener)
    const before = latch.getState()
    const malformed = [
      null,
      'setVisible',
      frameMessage('setVisible', { visible: 'yes' }),
      frameMessage('state', { state: { open: true, view: '<Nowhere>', status: 'connected' } }),
      frameMessage('state', {
        state: { open: true, view: 'Connect', status: 'connected', namespace: 'cosmos' },
      }),
      frameMessage('mirror.set', { key: 'privateKey', value: 'secret' }),
      frameMessage('unknown', {}),
      { ...frameMessage('setVisible', { visible: true }), v: 2 },
    ]
    for (const message of malformed) {
      const reply = (await fakeFrame.call(message)) as { ok: boolean; error: { code: number } }
      expect(reply.ok).toBe(false)
      expect(reply.error.code).toBe(-32602)
    }
    expect(iframe()?.style.opacity).toBe('0')
    expect(latch.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('replies to a valid frame message with its id and type', async () => {
    make()
    const message = frameMessage('setVisible', { visible: false })
    expect(await fakeFrame.call(message)).toEqual({
      v: 1,
      id: message.id,
      type: 'setVisible',
      ok: true,
      payload: {},
    })
  })

  it('drives getState and subscribers from state messages and the init reply', async () => {
    const connected = { open: false, view: 'Account', status: 'connected', address, chainId: 31337 }
    fakeFrame.respond = (message) =>
      message.type === 'init'
        ? { ...defaultReply(message), payload: { state: connected } }
        : defaultReply(message)
    const latch = make()
    expect(latch.getState()).toEqual({ open: false, view: 'Connect', status: 'disconnected' })
    const listener = vi.fn()
    const unsubscribe = latch.subscribe(listener)
    await settle()
    expect(latch.getState()).toEqual(connected)
    // The active namespace comes with each state: here the visitor picked Solana on Connect.
    const opened = { ...connected, open: true, namespace: 'solana' }
    await fakeFrame.call(frameMessage('state', { state: opened }))
    expect(latch.getState()).toEqual(opened)
    expect(listener.mock.calls).toEqual([[connected], [opened]])
    unsubscribe()
    await fakeFrame.call(frameMessage('state', { state: connected }))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(latch.getState()).toEqual(connected)
  })

  it('feeds the provider listeners from emit messages', async () => {
    const latch = make()
    const onAccounts = vi.fn()
    const onChain = vi.fn()
    latch.provider.on('accountsChanged', onAccounts).on('chainChanged', onChain)
    await fakeFrame.call(frameMessage('emit', { event: 'accountsChanged', data: [address] }))
    await fakeFrame.call(frameMessage('emit', { event: 'chainChanged', data: '0x7a69' }))
    expect(onAccounts).toHaveBeenCalledWith([address])
    expect(onChain).toHaveBeenCalledWith('0x7a69')
    latch.provider.removeListener('accountsChanged', onAccounts)
    await fakeFrame.call(frameMessage('emit', { event: 'accountsChanged', data: [] }))
    expect(onAccounts).toHaveBeenCalledTimes(1)
  })

  it('shows the iframe and focuses it on setVisible, and gives focus back on hide', async () => {
    make()
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    expect(document.activeElement).toBe(button)
    await fakeFrame.call(frameMessage('setVisible', { visible: true }))
    expect(iframe()?.style.opacity).toBe('1')
    expect(document.activeElement).toBe(iframe())
    await fakeFrame.call(frameMessage('setVisible', { visible: false }))
    expect(iframe()?.style.opacity).toBe('0')
    expect(document.activeElement).toBe(button)
  })

  it('writes and removes namespaced keys on mirror.set', async () => {
    make()
    await fakeFrame.call(frameMessage('mirror.set', { key: 'lastConnector', value: 'injected' }))
    expect(localStorage.getItem('latch:latch-dev:lastConnector')).toBe('injected')
    expect(localStorage.getItem('lastConnector')).toBeNull()
    await fakeFrame.call(frameMessage('mirror.set', { key: 'lastConnector', value: null }))
    expect(localStorage.getItem('latch:latch-dev:lastConnector')).toBeNull()
  })

  it('still replies to mirror.set when host storage throws', async () => {
    make()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    cleanups.push(() => vi.restoreAllMocks())
    const reply = await fakeFrame.call(frameMessage('mirror.set', { key: 'theme', value: 'dark' }))
    expect(reply).toMatchObject({ ok: true })
  })

  describe('provider.request', () => {
    it('returns the result of the frame', async () => {
      fakeFrame.respond = (message) =>
        message.type === 'request'
          ? { ...defaultReply(message), payload: { result: '0x7a69' } }
          : defaultReply(message)
      const latch = make()
      expect(await latch.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
      expect(fakeFrame.sent('request')[0]?.payload).toEqual({ method: 'eth_chainId' })
    })

    it('throws the error the frame replies, 4001 as UserRejectedRequestError', async () => {
      const errors: Record<string, { code: number; message: string }> = {
        eth_requestAccounts: { code: 4001, message: 'User rejected the request.' },
        eth_foo: { code: 4200, message: 'The Provider does not support the requested method.' },
      }
      fakeFrame.respond = (message) => {
        const error = errors[message.payload.method as string]
        return error ? { v: 1, id: message.id, type: message.type, ok: false, error } : defaultReply(message)
      }
      const latch = make()
      const rejected = await latch.provider.request({ method: 'eth_requestAccounts' }).catch((error) => error)
      expect(rejected).toBeInstanceOf(UserRejectedRequestError)
      expect(rejected).toBeInstanceOf(ProviderRpcError)
      expect(rejected).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
      const unsupported = await latch.provider.request({ method: 'eth_foo' }).catch((error) => error)
      expect(unsupported).toBeInstanceOf(ProviderRpcError)
      expect(unsupported).toMatchObject({
        code: 4200,
        message: 'The Provider does not support the requested method.',
      })
    })

    it('throws ProviderDisconnectedError for a reply that does not match its request', async () => {
      fakeFrame.respond = (message) => ({ ...defaultReply(message), id: 'someone-else' })
      const latch = make()
      await expect(latch.provider.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
        ProviderDisconnectedError,
      )
    })

    it('throws ProviderDisconnectedError when the handshake times out', async () => {
      fakeFrame.mode = 'timeout'
      const latch = make({ handshakeTimeout: 10 })
      await expect(latch.provider.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
        ProviderDisconnectedError,
      )
      await expect(latch.open()).rejects.toBeInstanceOf(ProviderDisconnectedError)
    })
  })

  describe('embedded (headless messages)', () => {
    const user = { email: 'ada@latch.test', address, chainId: 31337, accounts: [{ address, type: 'eoa' }] }

    it('sends each message with its payload and resolves its success payload', async () => {
      fakeFrame.respond = (message) =>
        message.type === 'connectEmail'
          ? { ...defaultReply(message), payload: { action: 'VERIFY_OTP' } }
          : message.type === 'getUser'
            ? { ...defaultReply(message), payload: user }
            : defaultReply(message)
      const latch = make()
      expect(await latch.embedded('connectEmail', { email: 'ada@latch.test' })).toEqual({
        action: 'VERIFY_OTP',
      })
      expect(await latch.embedded('connectOtp', { otp: '123456' })).toEqual({})
      expect(await latch.embedded('getUser')).toEqual(user)
      expect(await latch.embedded('signOut')).toEqual({})
      expect(fakeFrame.received.slice(1).map(({ type, payload }) => ({ type, payload }))).toEqual([
        { type: 'connectEmail', payload: { email: 'ada@latch.test' } },
        { type: 'connectOtp', payload: { otp: '123456' } },
        { type: 'getUser', payload: {} },
        { type: 'signOut', payload: {} },
      ])
    })

    it('rejects with the frame’s error: its code and the server’s text', async () => {
      const errors: Record<string, { code: number; message: string }> = {
        connectOtp: { code: -32602, message: 'Invalid code' },
        connectEmail: { code: -32602, message: 'Please try again after 12 seconds' },
        getUser: {
          code: 4100,
          message: 'The requested method and/or account has not been authorized by the user.',
        },
      }
      fakeFrame.respond = (message) => {
        const error = errors[message.type]
        return error ? { v: 1, id: message.id, type: message.type, ok: false, error } : defaultReply(message)
      }
      const latch = make()
      const refused = await latch.embedded('connectOtp', { otp: '000000' }).catch((error) => error)
      expect(refused).toBeInstanceOf(ProviderRpcError)
      expect(refused).toMatchObject({ code: -32602, message: 'Invalid code' })
      await expect(latch.embedded('connectEmail', { email: 'ada@latch.test' })).rejects.toMatchObject({
        code: -32602,
        message: 'Please try again after 12 seconds',
      })
      await expect(latch.embedded('getUser')).rejects.toMatchObject({ code: 4100 })
    })

    it('rejects with ProviderDisconnectedError for a reply that is not one to its message', async () => {
      fakeFrame.respond = (message) =>
        message.type === 'getUser' ? { ...defaultReply(message), payload: 'user' } : defaultReply(message)
      const latch = make()
      await expect(latch.embedded('getUser')).rejects.toBeInstanceOf(ProviderDisconnectedError)
    })

    it('is typed by the protocol: only headless messages, each with its payload and result', () => {
      // Checked by tsc, never run.
      const typed = async (latch: Latch) => {
        const { action }: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' } = await latch.embedded(
          'connectEmail',
          { email: 'ada@latch.test' },
        )
        const { newEmail }: { newEmail: string } = await latch.embedded('updateEmailSecondaryOtp', {
          otp: '123456',
        })
        // @ts-expect-error the modal's own messages are the SDK's
        await latch.embedded('init', {})
        // @ts-expect-error connectEmail needs its address
        await latch.embedded('connectEmail')
        // @ts-expect-error the code is a string
        await latch.embedded('connectOtp', { otp: 123456 })
        return [action, newEmail]
      }
      expect(typed).toBeTypeOf('function')
    })
  })

  describe('open and close', () => {
    it('sends open with the view and close', async () => {
      const latch = make()
      await latch.open({ view: 'Account' })
      await latch.close()
      expect(fakeFrame.sent('open').map((m) => m.payload)).toEqual([{ view: 'Account' }])
      expect(fakeFrame.sent('close')).toHaveLength(1)
    })

    it('shows a ready frame in the same task as open(), before the frame answers; another view waits for it', async () => {
      const latch = make()
      await settle()
      let answer: (reply: unknown) => void = () => undefined
      fakeFrame.respond = (message) =>
        message.type === 'open' ? new Promise((resolve) => (answer = resolve)) : defaultReply(message)
      const opening = latch.open()
      expect(iframe()?.style.opacity).toBe('1')
      expect(iframe()?.inert).toBe(false)
      expect(document.activeElement).toBe(iframe())
      await settle()
      answer(defaultReply(fakeFrame.sent('open')[0] as never))
      await opening
      await fakeFrame.call(frameMessage('setVisible', { visible: false }))
      expect(iframe()?.inert).toBe(true)

      const another = latch.open({ view: 'Networks' })
      expect(iframe()?.style.opacity).toBe('0')
      await settle()
      expect(iframe()?.style.opacity).toBe('0')
      answer(defaultReply(fakeFrame.sent('open')[1] as never))
      await another
      expect(iframe()?.style.opacity).toBe('1')
    })

    it('hides again what it showed early when the frame refuses the open', async () => {
      const latch = make()
      await settle()
      fakeFrame.respond = (message) =>
        message.type === 'open'
          ? { v: 1, id: message.id, type: 'open', ok: false, error: { code: -32603, message: 'No' } }
          : defaultReply(message)
      const opening = latch.open()
      expect(iframe()?.style.opacity).toBe('1')
      await expect(opening).rejects.toMatchObject({ code: -32603 })
      expect(iframe()?.style.opacity).toBe('0')
    })

    it('waits for the frame before it shows anything while the frame is not ready', async () => {
      fakeFrame.mode = 'timeout'
      const latch = make({ handshakeTimeout: 30 })
      const opening = latch.open()
      expect(iframe()?.style.opacity).toBe('0')
      await expect(opening).rejects.toBeInstanceOf(ProviderDisconnectedError)
      expect(iframe()?.style.opacity).toBe('0')
    })

    it('rejects with InvalidAppConfigurationError and the reason when the origin is refused, showing nothing', async () => {
      vi.stubGlobal(
        'fetch',
        projectResponse(403, { error: 'Invalid App Configuration', reason: 'origin not on allow-list' }),
      )
      fakeFrame.mode = 'refused'
      const latch = make()
      const error = await latch.open().catch((error) => error)
      expect(error).toBeInstanceOf(InvalidAppConfigurationError)
      expect(error).toMatchObject({
        message: 'Invalid App Configuration',
        details: 'origin not on allow-list',
      })
      expect(iframe()).toBeNull()
      expect(fakeFrame.destroyed).toBe(1)
      expect(fakeFrame.sent('open')).toEqual([])
      await expect(latch.provider.request({ method: 'eth_accounts' })).rejects.toBe(error)
    })

    it('shows the frame for an unknown projectId, then rejects with InvalidAppConfigurationError', async () => {
      vi.stubGlobal(
        'fetch',
        projectResponse(404, { error: 'Invalid App Configuration', reason: 'invalid project id' }),
      )
      const latch = make({ projectId: 'nope' })
      const error = await latch.open().catch((error) => error)
      expect(error).toBeInstanceOf(InvalidAppConfigurationError)
      expect(error.details).toBe('invalid project id')
      expect(fakeFrame.sent('init')).toEqual([])
      expect(fakeFrame.sent('open')).toHaveLength(1)
      expect(iframe()?.style.opacity).toBe('1')
    })

    it('rejects a malformed projectId with InvalidAppConfigurationError and removes the frame', async () => {
      vi.stubGlobal(
        'fetch',
        projectResponse(400, { error: 'Invalid App Configuration', reason: 'malformed projectId' }),
      )
      const latch = make({ projectId: 'latch dev' })
      const error = await latch.open().catch((error) => error)
      expect(error).toBeInstanceOf(InvalidAppConfigurationError)
      expect(error.details).toBe('malformed projectId')
      expect(iframe()).toBeNull()
    })

    it('rejects with ProjectIdNotConfiguredError without a projectId, after showing the frame', async () => {
      const fetch = projectResponse(200, {})
      vi.stubGlobal('fetch', fetch)
      const latch = make({ projectId: undefined })
      await expect(latch.open()).rejects.toBeInstanceOf(ProjectIdNotConfiguredError)
      expect(fetch).not.toHaveBeenCalled()
      expect(iframe()?.src).toBe('http://127.0.0.1:3000/embed?projectId=')
      expect(fakeFrame.sent('init')).toEqual([])
      expect(fakeFrame.sent('open')).toHaveLength(1)
      expect(iframe()?.style.opacity).toBe('1')
    })

    it('rejects with ProviderDisconnectedError carrying the cause when the frame server is unreachable', async () => {
      const cause = new TypeError('Failed to fetch')
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw cause
        }),
      )
      const latch = make()
      const error = await latch.open().catch((error) => error)
      expect(error).toBeInstanceOf(ProviderDisconnectedError)
      expect(error.cause).toBe(cause)
      expect(fakeFrame.sent('open')).toEqual([])
    })

    it('rejects with ProviderDisconnectedError when the config answers a server error', async () => {
      vi.stubGlobal('fetch', projectResponse(500, {}))
      await expect(make().open()).rejects.toBeInstanceOf(ProviderDisconnectedError)
    })
  })

  describe('host wallets', () => {
    const wallet = () => {
      const listeners: Record<string, (data: unknown) => void> = {}
      return {
        listeners,
        request: vi.fn(async (_args: { method: string; params?: unknown }): Promise<unknown> => [address]),
        on: vi.fn((event: string, listener: (data: unknown) => void) => {
          listeners[event] = listener
        }),
        removeListener: vi.fn(),
      }
    }

    it('relays injected.request to the wallet with that uuid and forwards its events', async () => {
      const one = wallet()
      const two = wallet()
      announceWallet({ uuid: 'w1', name: 'One', icon, rdns: 'com.one' }, one)
      announceWallet({ uuid: 'w2', name: 'Two', icon, rdns: 'com.two' }, two)
      make()
      await settle()
      const reply = await fakeFrame.call(
        frameMessage('injected.request', { uuid: 'w2', method: 'eth_requestAccounts' }),
      )
      expect(reply).toMatchObject({ ok: true, payload: { result: [address] } })
      expect(two.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
      expect(one.request).not.toHaveBeenCalled()
      expect(two.on.mock.calls.map(([event]) => event)).toEqual([
        'accountsChanged',
        'chainChanged',
        'disconnect',
      ])
      two.listeners.chainChanged?.('0x7a6a')
      two.listeners.disconnect?.(Object.assign(new Error('gone'), { code: 4900 }))
      await settle()
      expect(fakeFrame.sent('injected.event').map((m) => m.payload)).toEqual([
        { uuid: 'w2', event: 'chainChanged', data: '0x7a6a' },
        { uuid: 'w2', event: 'disconnect', data: { code: 4900, message: 'gone' } },
      ])
      await fakeFrame.call(
        frameMessage('injected.request', { uuid: 'w2', method: 'eth_chainId', params: [] }),
      )
      expect(two.on).toHaveBeenCalledTimes(3)
    })

    it("replies with the wallet's own error code and message, 4001 staying 4001", async () => {
      const one = wallet()
      one.request.mockRejectedValue({ code: 4001, message: 'MetaMask: user denied' })
      announceWallet({ uuid: 'w1', name: 'One', icon, rdns: 'com.one' }, one)
      make()
      const reply = await fakeFrame.call(
        frameMessage('injected.request', { uuid: 'w1', method: 'eth_requestAccounts' }),
      )
      expect(reply).toMatchObject({ ok: false, error: { code: 4001, message: 'MetaMask: user denied' } })
    })

    it('relays to window.ethereum as the injected fallback, and refuses an unknown uuid', async () => {
      const ethereum = wallet()
      window.ethereum = ethereum
      cleanups.push(() => delete window.ethereum)
      make()
      expect(
        await fakeFrame.call(frameMessage('injected.request', { uuid: 'injected', method: 'eth_accounts' })),
      ).toMatchObject({
        ok: true,
        payload: { result: [address] },
      })
      expect(
        await fakeFrame.call(frameMessage('injected.request', { uuid: 'w9', method: 'eth_accounts' })),
      ).toMatchObject({
        ok: false,
        error: { code: 4900 },
      })
    })
  })

  describe('deadlines and a lost frame', () => {
    const never = () => new Promise<never>(() => {})
    const nested = (depth: number) => {
      let value: Record<string, unknown> = {}
      for (let i = 0; i < depth; i++) value = { a: value }
      return value
    }
    // happy-dom loads the iframe's page like a browser: one load event for its first document.
    const firstLoad = () =>
      new Promise((resolve) => iframe()?.addEventListener('load', resolve, { once: true }))
    const rpcError = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(error).toBeInstanceOf(ProviderRpcError)
      return error as ProviderRpcError
    }

    it('rejects a message the frame never answers with -32603 at its deadline; the next call works', async () => {
      const latch = make({ handshakeTimeout: 50 })
      await settle()
      fakeFrame.respond = (message) => (message.type === 'open' ? never() : defaultReply(message))
      const started = Date.now()
      const error = await rpcError(latch.open())
      expect(Date.now() - started).toBeLessThan(1000)
      expect(error).toMatchObject({ code: -32603, shortMessage: 'Latch did not answer' })
      expect(error).not.toBeInstanceOf(ProviderDisconnectedError)
      fakeFrame.respond = defaultReply
      await expect(latch.open()).resolves.toBeUndefined()
      expect(iframe()?.style.opacity).toBe('1')
    })

    it('never cuts a request that waits for the user: it settles when the frame answers', async () => {
      const latch = make({ handshakeTimeout: 20 })
      await settle()
      fakeFrame.respond = async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 150))
        return message.type === 'request'
          ? { ...defaultReply(message), payload: { result: [address] } }
          : defaultReply(message)
      }
      await expect(latch.provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([address])
      await expect(latch.embedded('connectDevice')).resolves.toEqual({})
    })

    it('rejects a message penpal cannot send (nested 10,000 deep) with -32602; the next call works', async () => {
      const latch = make()
      await settle()
      const error = await rpcError(latch.provider.request({ method: 'eth_call', params: [nested(10_000)] }))
      expect(error).toMatchObject({ code: -32602 })
      expect(fakeFrame.sent('request')).toEqual([])
      await expect(latch.provider.request({ method: 'eth_chainId' })).resolves.toBeNull()
    })

    it('rejects at once a request nested 3,000 deep, which the frame would never receive', async () => {
      const latch = make()
      await settle()
      const error = await rpcError(latch.provider.request({ method: 'eth_call', params: [nested(3000)] }))
      expect(error).toMatchObject({ code: -32602 })
      await expect(latch.provider.request({ method: 'eth_chainId' })).resolves.toBeNull()
    })

    it('rejects what waits with 4900 at once when the frame reloads, and connects to the new document', async () => {
      const connected = { open: false, view: 'Account', status: 'connected', address, chainId: 31337 }
      const latch = make({ themeMode: 'light', metadata: { name: 'Demo', url: 'http://a.b', icons: [] } })
      await firstLoad()
      await settle()
      // The first load is the frame's first document: the connection made at creation serves it.
      expect(fakeFrame.connections).toBe(1)
      await latch.open()
      expect(iframe()?.style.opacity).toBe('1')
      fakeFrame.respond = (message) => (message.type === 'request' ? never() : defaultReply(message))
      const waiting = latch.provider.request({ method: 'eth_requestAccounts' }).catch((error) => error)
      await settle()
      fakeFrame.respond = (message) =>
        message.type === 'init'
          ? { ...defaultReply(message), payload: { state: connected } }
          : defaultReply(message)
      const started = Date.now()
      iframe()?.dispatchEvent(new Event('load'))
      const error = await waiting
      expect(Date.now() - started).toBeLessThan(100)
      expect(error).toBeInstanceOf(ProviderDisconnectedError)
      expect(error).toMatchObject({ code: 4900 })
      // The new document starts closed: the overlay hides until it asks to be shown.
      expect(iframe()?.style.opacity).toBe('0')
      await settle()
      expect(fakeFrame.connections).toBe(2)
      const [first, second] = fakeFrame.sent('init')
      expect(second?.payload).toEqual(first?.payload)
      expect(second?.payload).toMatchObject({ themeMode: 'light', metadata: { name: 'Demo' } })
      expect(latch.getState()).toEqual(connected)
      await latch.open()
      expect(fakeFrame.sent('open')).toHaveLength(2)
      expect(iframe()?.style.opacity).toBe('1')
    })

    it('rejects what waits with 4900 at once when the frame ends the connection (its document went away)', async () => {
      const latch = make()
      await firstLoad()
      fakeFrame.respond = (message) => (message.type === 'request' ? never() : defaultReply(message))
      const waiting = latch.provider.request({ method: 'personal_sign', params: ['0x00', address] })
      await settle()
      fakeFrame.drop()
      await expect(waiting).rejects.toBeInstanceOf(ProviderDisconnectedError)
      // Until the next document loads, every call says the same, at once.
      await expect(latch.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
      iframe()?.dispatchEvent(new Event('load'))
      fakeFrame.respond = defaultReply
      await expect(latch.provider.request({ method: 'eth_chainId' })).resolves.toBeNull()
    })

    it('answers a frame request whose result penpal could not clone with a typed error', async () => {
      announceWallet(
        { uuid: 'w1', name: 'One', icon, rdns: 'com.one' },
        { request: async () => nested(10_000), on: vi.fn() },
      )
      make()
      await settle()
      const reply = await fakeFrame.call(frameMessage('injected.request', { uuid: 'w1', method: 'eth_call' }))
      expect(reply).toMatchObject({ v: 1, type: 'injected.request', ok: false, error: { code: -32603 } })
      expect(() => structuredClone(reply)).not.toThrow()
    })

    it('echoes the id and type of valid frame requests only, so that every reply can be cloned', async () => {
      make()
      const reply = await fakeFrame.call({ v: 1, id: nested(10_000), type: nested(10_000), payload: {} })
      expect(reply).toEqual({ v: 1, ok: false, error: { code: -32602, message: 'Invalid params' } })
    })
  })

  it('announces the host wallets again when a new one arrives after the handshake', async () => {
    make()
    await settle()
    dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: 'late', name: 'Late', icon, rdns: 'com.late' },
          provider: { request: vi.fn() },
        },
      }),
    )
    await settle()
    expect(fakeFrame.sent('injected.announce').at(-1)?.payload.wallets).toEqual([
      { uuid: 'late', name: 'Late', icon, rdns: 'com.late' },
    ])
  })

  it('announces Latch over EIP-6963 unless enableEIP6963 is false', () => {
    const seen: unknown[] = []
    const onAnnounce = (event: Event) => seen.push((event as CustomEvent).detail)
    addEventListener('eip6963:announceProvider', onAnnounce)
    cleanups.push(() => removeEventListener('eip6963:announceProvider', onAnnounce))
    const latch = make()
    make({ enableEIP6963: false })
    expect(seen).toEqual([{ info: expect.objectContaining({ rdns: 'id.latch' }), provider: latch.provider }])
  })

  it('destroy removes the iframe, the connection and the EIP-6963 answers', async () => {
    const latch = make()
    await settle()
    latch.destroy()
    expect(iframe()).toBeNull()
    expect(fakeFrame.destroyed).toBe(1)
    const seen = vi.fn()
    addEventListener('eip6963:announceProvider', seen)
    cleanups.push(() => removeEventListener('eip6963:announceProvider', seen))
    dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).not.toHaveBeenCalled()
  })
})

declare global {
  interface Window {
    ethereum?: unknown
  }
}
