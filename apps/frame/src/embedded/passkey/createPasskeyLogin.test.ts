// @vitest-environment happy-dom
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { ConnectAnswer } from '@/embedded/api/authApi'
import type { AuthenticationCredential, PasskeyOptionsAnswer } from '@/embedded/api/passkeyApi'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import { passkeyLoginAtom } from '@/state/atoms'
import { createPasskeyLogin } from './createPasskeyLogin'

const credential = { id: 'cred', response: {} } as AuthenticationCredential
const connected = { action: 'CONNECT' } as ConnectAnswer

function setup(changes: { origin?: string; allows?: boolean; verify?: () => Promise<ConnectAnswer> } = {}) {
  const store = createStore()
  let challenges = 0
  const options = async (): Promise<PasskeyOptionsAnswer> => ({
    challengeId: `challenge-${++challenges}`.padEnd(22, '0'),
    origin: changes.origin ?? window.location.origin,
    options: { challenge: 'x'.repeat(43) },
  })
  const api = {
    passkeyLoginOptions: vi.fn(options),
    passkeyRegisterOptions: vi.fn(options),
    passkeyLoginVerify: vi.fn((_body: { challengeId: string }) =>
      (changes.verify ?? (async () => connected))(),
    ),
    passkeyRegisterVerify: vi.fn(async () => connected),
  }
  const connect = vi.fn(async () => undefined)
  const perform = vi.fn(async () => credential)
  const openWindow = vi.fn(() => null)
  const login = createPasskeyLogin(
    { store },
    {
      api: async () => api as unknown as EmbeddedApi,
      deviceId: async () => 'device-0123456789abcdef',
      connect,
      describe: (error) => (error instanceof Error ? error.message : String(error)),
      host: () => 'http://localhost:5173',
      allowsFeature: () => changes.allows ?? true,
      openWindow,
      perform,
    },
  )
  return { store, login, api, connect, perform, openWindow }
}

describe('createPasskeyLogin', () => {
  it('prepares a login, then runs it in the frame and connects with the server’s answer', async () => {
    const { store, login, api, connect, perform } = setup()
    await login.open()
    expect(store.get(passkeyLoginAtom)).toEqual({ step: 'ready' })
    await login.start('login')
    expect(perform).toHaveBeenCalledWith('login', { challenge: 'x'.repeat(43) })
    expect(api.passkeyLoginVerify).toHaveBeenCalledWith({
      challengeId: expect.stringMatching(/^challenge-1/),
      deviceId: 'device-0123456789abcdef',
      credential,
    })
    expect(connect).toHaveBeenCalledWith(connected)
    expect(store.get(passkeyLoginAtom)).toBeUndefined()
  })

  it('gives each try a challenge of its own, and makes a wallet with a new passkey', async () => {
    const { login, api } = setup({
      verify: async () => Promise.reject(new Error('The passkey could not be verified')),
    })
    await login.open()
    await login.start('login')
    await login.start('login')
    const used = api.passkeyLoginVerify.mock.calls.map(([body]) => body.challengeId)
    expect(new Set(used).size).toBe(2)
    await login.start('register')
    expect(api.passkeyRegisterOptions).toHaveBeenCalledTimes(1)
    expect(api.passkeyRegisterVerify).toHaveBeenCalledTimes(1)
  })

  it('stays ready with the reason when a try fails', async () => {
    const { store, login } = setup({
      verify: async () => Promise.reject(new Error('The passkey could not be verified')),
    })
    await login.open()
    await login.start('login')
    expect(store.get(passkeyLoginAtom)).toEqual({ step: 'ready', error: 'The passkey could not be verified' })
  })

  it('uses a popup where the frame is not the relying party, or may not run a ceremony', async () => {
    for (const changes of [{ origin: 'https://id.example' }, { allows: false }]) {
      const { store, login, openWindow, perform } = setup(changes)
      await login.open()
      await login.start('register')
      expect(openWindow).toHaveBeenCalledWith(`${changes.origin ?? window.location.origin}/popup/passkey`)
      expect(perform).not.toHaveBeenCalled()
      expect(store.get(passkeyLoginAtom)).toEqual({
        step: 'ready',
        error: 'The passkey window was blocked by the browser',
      })
    }
  })

  it('ends quietly when cleared mid-try', async () => {
    let release: (answer: ConnectAnswer) => void = () => undefined
    const { store, login, connect } = setup({
      verify: () =>
        new Promise<ConnectAnswer>((resolve) => {
          release = resolve
        }),
    })
    await login.open()
    const trying = login.start('login')
    await vi.waitFor(() => expect(store.get(passkeyLoginAtom)?.step).toBe('verifying'))
    login.clear()
    release(connected)
    await trying
    expect(connect).not.toHaveBeenCalled()
    expect(store.get(passkeyLoginAtom)).toBeUndefined()
  })
})
