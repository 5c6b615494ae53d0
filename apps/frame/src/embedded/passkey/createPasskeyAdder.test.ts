// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Login } from '@/embedded/api/loginsApi'
import type { PasskeyOptionsAnswer, RegistrationCredential } from '@/embedded/api/passkeyApi'
import { createPasskeyAdder } from './createPasskeyAdder'
import { PasskeyError } from './PasskeyError'
import type { PasskeyPopupWindow } from './runPasskeyCeremony'

const credential = { id: 'new-cred', response: {} } as RegistrationCredential
const logins = [{ kind: 'passkey', id: 'new-cred', label: 'Passkey' }] as Login[]

function setup(changes: { origin?: string; allows?: boolean; failOptions?: boolean } = {}) {
  let challenges = 0
  let clock = 0
  const options = vi.fn(async (): Promise<PasskeyOptionsAnswer> => {
    if (changes.failOptions && challenges === 0) {
      challenges++
      throw new Error('Too many requests')
    }
    return {
      challengeId: `challenge-${++challenges}`.padEnd(22, '0'),
      origin: changes.origin ?? window.location.origin,
      options: { challenge: 'x'.repeat(43) },
    }
  })
  const verify = vi.fn(async (_challengeId: string, _credential: RegistrationCredential) => logins)
  const perform = vi.fn(async () => credential)
  const openWindow = vi.fn((_url: string): PasskeyPopupWindow | null => null)
  const adder = createPasskeyAdder({
    options,
    verify,
    host: () => 'http://localhost:5173',
    allowsFeature: (feature) => feature === 'publickey-credentials-create' && (changes.allows ?? true),
    openWindow,
    perform,
    now: () => clock,
  })
  return { adder, options, verify, perform, openWindow, wait: (ms: number) => (clock += ms) }
}

describe('createPasskeyAdder', () => {
  it('runs the prepared ceremony in the frame and answers the logins the server kept', async () => {
    const { adder, options, verify, perform } = setup()
    await adder.prepare()
    expect(options).toHaveBeenCalledTimes(1)
    expect(await adder.add()).toBe(logins)
    expect(perform).toHaveBeenCalledWith('add', { challenge: 'x'.repeat(43) })
    expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^challenge-1/), credential)
    // The prepared challenge served that try: the next fetches its own.
    await adder.add()
    expect(verify.mock.calls.map(([challengeId]) => challengeId.slice(0, 11))).toEqual([
      'challenge-1',
      'challenge-2',
    ])
  })

  it('fetches the options again in the click when those prepared are old', async () => {
    const { adder, options, verify, wait } = setup()
    await adder.prepare()
    wait(3 * 60_000)
    await adder.add()
    expect(options).toHaveBeenCalledTimes(2)
    expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^challenge-2/), credential)
  })

  it('opens the popup at once where the frame is not the relying party, or may not run a ceremony', async () => {
    for (const changes of [{ origin: 'https://id.example' }, { allows: false }]) {
      const { adder, openWindow, perform, verify } = setup(changes)
      await adder.prepare()
      await expect(adder.add()).rejects.toThrow(new PasskeyError('blocked'))
      expect(openWindow).toHaveBeenCalledWith(`${changes.origin ?? window.location.origin}/popup/passkey`)
      expect(perform).not.toHaveBeenCalled()
      expect(verify).not.toHaveBeenCalled()
    }
  })

  it('prepares in the click when preparing failed, and says why a try failed', async () => {
    const { adder, verify } = setup({ failOptions: true })
    await expect(adder.prepare()).rejects.toThrow('Too many requests')
    expect(await adder.add()).toBe(logins)
    expect(verify).toHaveBeenCalledTimes(1)
  })

  it('drops a try cleared while the ceremony runs, and what was prepared', async () => {
    const { adder, options, perform, verify } = setup()
    let finish: (value: RegistrationCredential) => void = () => undefined
    perform.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    await adder.prepare()
    const trying = adder.add()
    await vi.waitFor(() => expect(perform).toHaveBeenCalled())
    adder.clear()
    finish(credential)
    await expect(trying).rejects.toThrow(new PasskeyError('closed'))
    expect(verify).not.toHaveBeenCalled()
    await adder.add()
    expect(options).toHaveBeenCalledTimes(2)
  })
})
