// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthenticationCredential, PasskeyOptionsAnswer } from '@/embedded/api/passkeyApi'
import { fakePopup } from '@/platform/testing/fakePopup'
import { PasskeyError } from './PasskeyError'
import type { PasskeyPopupRequest } from './passkeyPopupMessages'
import { runPasskeyCeremony } from './runPasskeyCeremony'

const origin = 'http://localhost:3000'
const answer: PasskeyOptionsAnswer = {
  challengeId: 'c'.repeat(22),
  origin,
  options: { challenge: 'x'.repeat(43), rpId: 'localhost' },
}
const credential: AuthenticationCredential = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
}
function fakes(options: { blocked?: boolean } = {}) {
  const fake = fakePopup<PasskeyPopupRequest>(origin, options)
  const { sent, emit } = fake
  const ready = () => emit({ data: { type: 'latch:passkey-popup:ready' } })
  const reply = (result: unknown, event: { origin?: string; source?: unknown; id?: string } = {}) =>
    emit({
      ...event,
      data: { type: 'latch:passkey-popup:answer', id: event.id ?? sent.at(-1)?.message.id, result },
    })
  return { ...fake, ready, reply }
}

function run(f: ReturnType<typeof fakes>, changes: Partial<Parameters<typeof runPasskeyCeremony>[0]> = {}) {
  return runPasskeyCeremony({
    purpose: 'login',
    origin,
    inFrame: false,
    options: Promise.resolve(answer),
    host: 'http://localhost:5173',
    perform: vi.fn(async () => credential),
    openWindow: f.openWindow,
    messages: f.messages,
    closedPollMs: 100,
    ...changes,
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('runPasskeyCeremony', () => {
  it('runs in the frame when the frame may, with the options the server gave', async () => {
    const f = fakes()
    const perform = vi.fn(async () => credential)
    await expect(run(f, { inFrame: true, perform })).resolves.toEqual({
      challengeId: answer.challengeId,
      credential,
    })
    expect(perform).toHaveBeenCalledWith('login', answer.options)
    expect(f.openWindow).not.toHaveBeenCalled()
  })

  it("opens the popup at the relying party's origin in the click, and sends the options once it is ready", async () => {
    const f = fakes()
    const result = run(f, { purpose: 'register' })
    expect(f.openWindow).toHaveBeenCalledWith(`${origin}/popup/passkey`)
    expect(f.sent).toEqual([])
    // The visitor's language goes in the URL: the popup shares no storage with the frame.
    const german = fakes()
    run(german, { purpose: 'register', locale: 'de' }).catch(() => undefined)
    expect(german.openWindow).toHaveBeenCalledWith(`${origin}/popup/passkey?locale=de`)
    f.ready()
    await vi.advanceTimersByTimeAsync(0)
    expect(f.sent).toEqual([
      {
        message: {
          type: 'latch:passkey-popup:request',
          id: expect.any(String),
          purpose: 'register',
          host: 'http://localhost:5173',
          options: answer.options,
        },
        targetOrigin: origin,
      },
    ])
    f.reply({ credential })
    await expect(result).resolves.toEqual({ challengeId: answer.challengeId, credential })
    expect(f.popup.close).toHaveBeenCalled()
    expect(f.listeners.size).toBe(0)
  })

  it('hears only its popup, at the origin, with its id and a well-formed answer', async () => {
    const f = fakes()
    const result = run(f)
    f.ready()
    await vi.advanceTimersByTimeAsync(0)
    f.reply({ credential }, { origin: 'http://localhost:5173' })
    f.reply({ credential }, { source: {} })
    f.reply({ credential }, { id: 'another' })
    f.reply({ credential: { ...credential, type: 'other' } })
    f.reply({ failure: 'cancelled' })
    await expect(result).rejects.toMatchObject({ name: 'PasskeyError', reason: 'cancelled' })
  })

  it('says blocked when no popup opens, closed when the visitor closes it', async () => {
    await expect(run(fakes({ blocked: true }))).rejects.toMatchObject({ reason: 'blocked' })
    const f = fakes()
    const result = run(f)
    const settled = expect(result).rejects.toBeInstanceOf(PasskeyError)
    f.popup.closed = true
    await vi.advanceTimersByTimeAsync(250)
    await settled
    await expect(result).rejects.toMatchObject({ reason: 'closed' })
  })

  it('ends as closed when aborted, closing the popup', async () => {
    const f = fakes()
    const controller = new AbortController()
    const result = run(f, { signal: controller.signal })
    controller.abort()
    await expect(result).rejects.toMatchObject({ reason: 'closed' })
    expect(f.popup.close).toHaveBeenCalled()
  })

  it("ends with the server's refusal of the options, closing the popup", async () => {
    const f = fakes()
    const refused = new Error('Too many requests')
    const result = run(f, { options: Promise.reject(refused) })
    await expect(result).rejects.toBe(refused)
    expect(f.popup.close).toHaveBeenCalled()
  })
})
