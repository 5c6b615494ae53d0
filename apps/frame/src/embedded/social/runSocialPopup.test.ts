// @vitest-environment happy-dom
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessageEventSource } from '@/platform/watchPopup'
import {
  openSocialWindow,
  popupClosedPollMs,
  runSocialPopup,
  type SocialAuthorize,
  type SocialPopupWindow,
} from './runSocialPopup'
import { SocialLoginError } from './SocialLoginError'

const frameOrigin = 'http://127.0.0.1:3000'
const startUrl = `${frameOrigin}/popup/oauth/start?provider=github`
const redirectUri = `${frameOrigin}/popup/oauth/callback`
const providerUrl = 'http://127.0.0.1:5556/auth?client_id=latch-github'

type Listener = (event: MessageEvent) => void

function fakes(options: { authorize?: SocialAuthorize; blocked?: boolean } = {}) {
  const popup: SocialPopupWindow & { closed: boolean } = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: { href: '' },
  }
  const listeners = new Set<Listener>()
  const messages: MessageEventSource = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const openWindow = vi.fn((url: string) => {
    if (options.blocked) return null
    popup.location.href = url
    return popup
  })
  const authorize = vi.fn<SocialAuthorize>(options.authorize ?? (async () => ({ url: providerUrl })))
  const emit = (event: { origin?: string; source?: unknown; data: unknown }) => {
    for (const listener of [...listeners])
      listener({ origin: frameOrigin, source: popup, ...event } as unknown as MessageEvent)
  }
  const state = () => authorize.mock.calls[0]?.[0].state ?? ''
  /** Resolves once the popup has been sent to the provider. */
  const navigated = () => vi.waitFor(() => expect(popup.location.href).toBe(providerUrl))
  return { popup, listeners, messages, openWindow, authorize, emit, state, navigated }
}

function run(f: ReturnType<typeof fakes>, signal?: AbortSignal) {
  return runSocialPopup({
    provider: 'github',
    authorize: f.authorize,
    openWindow: f.openWindow,
    frameOrigin,
    messages: f.messages,
    signal,
  })
}

async function failure(promise: Promise<unknown>): Promise<SocialLoginError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SocialLoginError)
  return error as SocialLoginError
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('runSocialPopup', () => {
  it('opens the start page in the click, before asking the server for anything', () => {
    const f = fakes()
    const result = run(f)
    expect(f.openWindow).toHaveBeenCalledExactlyOnceWith(startUrl)
    expect(f.authorize).not.toHaveBeenCalled()
    result.catch(() => {})
  })

  it('sends the popup to the URL made for its S256 challenge and resolves with the code and secrets', async () => {
    const f = fakes()
    const result = run(f)
    await f.navigated()
    const request = f.authorize.mock.calls[0]?.[0]
    expect(request).toMatchObject({ provider: 'github', redirectUri })
    expect(request?.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(request?.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(request?.nonce).not.toBe(request?.state)

    f.emit({ data: { type: 'latch:oauth', code: 'the-code', state: f.state() } })
    const answer = await result
    expect(answer).toEqual({
      code: 'the-code',
      codeVerifier: expect.any(String),
      nonce: request?.nonce,
      redirectUri,
    })
    expect(answer.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/)
    expect(createHash('sha256').update(answer.codeVerifier).digest('base64url')).toBe(request?.codeChallenge)
    expect(f.popup.close).toHaveBeenCalled()
    expect(f.listeners.size).toBe(0)
  })

  it('hears only its popup, from the frame origin, with a well-formed answer', async () => {
    const f = fakes()
    const result = run(f)
    await f.navigated()
    const data = { type: 'latch:oauth', code: 'good', state: f.state() }
    f.emit({ origin: 'http://localhost:5173', data: { ...data, code: 'from-host' } })
    f.emit({ origin: 'http://127.0.0.1:5556', data: { ...data, code: 'from-provider' } })
    f.emit({ source: {}, data: { ...data, code: 'other-window' } })
    f.emit({ source: null, data: { ...data, code: 'no-source' } })
    f.emit({ data: { ...data, type: 'other' } })
    f.emit({ data: 'latch:oauth' })
    f.emit({ data })
    expect((await result).code).toBe('good')
  })

  it("rejects 'state' for an answer of another login", async () => {
    const f = fakes()
    const result = run(f)
    await f.navigated()
    f.emit({ data: { type: 'latch:oauth', code: 'c', state: `${f.state()}x` } })
    expect((await failure(result)).reason).toBe('state')
    expect(f.popup.close).toHaveBeenCalled()
  })

  it("rejects 'denied' for access_denied and 'provider' for the provider's other errors", async () => {
    const denied = fakes()
    const deniedResult = run(denied)
    await denied.navigated()
    denied.emit({ data: { type: 'latch:oauth', error: 'access_denied', state: denied.state() } })
    const deniedError = await failure(deniedResult)
    expect(deniedError.reason).toBe('denied')
    expect(deniedError.name).toBe('SocialLoginError')
    expect(deniedError.shortMessage).toBe('The login was declined')

    const other = fakes()
    const otherResult = run(other)
    await other.navigated()
    other.emit({ data: { type: 'latch:oauth', error: 'server_error', state: other.state() } })
    const otherError = await failure(otherResult)
    expect(otherError.reason).toBe('provider')
    expect(otherError.details).toBe('The provider answered server_error')
  })

  it("rejects 'state' for an error without this login's state", async () => {
    const f = fakes()
    const result = run(f)
    await f.navigated()
    f.emit({ data: { type: 'latch:oauth', error: 'access_denied' } })
    expect((await failure(result)).reason).toBe('state')
  })

  it("rejects 'blocked' when the browser gives no popup, and asks the server nothing", async () => {
    const f = fakes({ blocked: true })
    expect((await failure(run(f))).reason).toBe('blocked')
    expect(f.authorize).not.toHaveBeenCalled()
  })

  it("rejects 'closed' when the popup closes without answering, checked every 500 ms", async () => {
    const f = fakes()
    const result = run(f)
    const settled = vi.fn()
    result.then(settled, settled)
    await f.navigated()
    f.popup.closed = true
    const failed = failure(result)
    await vi.advanceTimersByTimeAsync(popupClosedPollMs)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(popupClosedPollMs)
    expect((await failed).reason).toBe('closed')
    expect(f.listeners.size).toBe(0)
  })

  it('still takes an answer that arrives just after the popup closed itself', async () => {
    const f = fakes()
    const result = run(f)
    await f.navigated()
    f.popup.closed = true
    await vi.advanceTimersByTimeAsync(popupClosedPollMs)
    f.emit({ data: { type: 'latch:oauth', code: 'late', state: f.state() } })
    expect((await result).code).toBe('late')
  })

  it("rejects 'closed' when the popup closes while the server is asked, and does not navigate it after", async () => {
    let answer: (value: { url: string }) => void = () => {}
    const f = fakes({ authorize: () => new Promise((resolve) => (answer = resolve)) })
    const result = run(f)
    const failed = failure(result)
    await vi.waitFor(() => expect(f.authorize).toHaveBeenCalled())
    f.popup.closed = true
    await vi.advanceTimersByTimeAsync(2 * popupClosedPollMs)
    expect((await failed).reason).toBe('closed')
    answer({ url: providerUrl })
    await vi.advanceTimersByTimeAsync(0)
    expect(f.popup.location.href).toBe(startUrl)
  })

  it("rejects with the server's error and closes the popup when the URL cannot be had", async () => {
    const problem = new Error('This social login is not configured')
    const f = fakes({ authorize: async () => Promise.reject(problem) })
    await expect(run(f)).rejects.toBe(problem)
    expect(f.popup.closed).toBe(true)
  })

  it("rejects 'provider' for an authorization URL that is not http(s), and never goes there", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the scheme under test
    const f = fakes({ authorize: async () => ({ url: 'javascript:alert(1)' as any }) })
    expect((await failure(run(f))).reason).toBe('provider')
    expect(f.popup.location.href).toBe(startUrl)
    expect(f.popup.closed).toBe(true)
  })

  it("closes the popup and rejects with the signal's reason on abort", async () => {
    const f = fakes()
    const controller = new AbortController()
    const result = run(f, controller.signal)
    await f.navigated()
    const reason = new Error('cancelled')
    controller.abort(reason)
    await expect(result).rejects.toBe(reason)
    expect(f.popup.closed).toBe(true)
    expect(f.listeners.size).toBe(0)

    const already = fakes()
    await expect(run(already, AbortSignal.abort(reason))).rejects.toBe(reason)
    expect(already.openWindow).not.toHaveBeenCalled()
  })

  it("listens on the frame's window by default", async () => {
    const f = fakes()
    const result = runSocialPopup({
      provider: 'github',
      authorize: f.authorize,
      openWindow: f.openWindow,
      frameOrigin,
    })
    await f.navigated()
    const data = { type: 'latch:oauth', code: 'from-window', state: f.state() }
    window.dispatchEvent(new MessageEvent('message', { origin: frameOrigin, data }))
    const event = new MessageEvent('message', { origin: frameOrigin, data })
    Object.defineProperty(event, 'source', { value: f.popup })
    window.dispatchEvent(event)
    expect((await result).code).toBe('from-window')
  })
})

describe('openSocialWindow', () => {
  it('opens a new popup window each time, keeping window.opener (no noopener)', () => {
    const popup = {} as Window
    const open = vi.spyOn(window, 'open').mockReturnValue(popup)
    expect(openSocialWindow(startUrl)).toBe(popup)
    const [url, target, features] = open.mock.calls[0] ?? []
    expect([url, target]).toEqual([startUrl, '_blank'])
    expect(features).toMatch(/^popup,width=480,height=640,left=\d+,top=\d+$/)
    open.mockReturnValue(null)
    expect(openSocialWindow(startUrl)).toBeNull()
  })
})
