// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { Login } from '@/embedded/api/loginsApi'
import type { PasskeyOptionsAnswer, RegistrationCredential } from '@/embedded/api/passkeyApi'
import { createPreparedPasskeyCeremony } from './createPreparedPasskeyCeremony'
import { PasskeyError } from './PasskeyError'
import type { PasskeyCredential, PasskeyPopupWindow } from './runPasskeyCeremony'

const credential = { id: 'new-cred', response: {} } as RegistrationCredential
const logins = [{ kind: 'passkey', id: 'new-cred', label: 'Passkey' }] as Login[]

function setup(
  changes: { origin?: string; allows?: boolean; failOptions?: boolean; purpose?: 'add' | 'reauth' } = {},
) {
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
  const verify = vi.fn(async (_challengeId: string, _credential: PasskeyCredential) => logins)
  const perform = vi.fn(async () => credential)
  const openWindow = vi.fn((_url: string): PasskeyPopupWindow | null => null)
  const ceremony = createPreparedPasskeyCeremony({
    purpose: changes.purpose ?? 'add',
    options,
    verify,
    host: () => 'http://localhost:5173',
    allowsFeature: (feature) =>
      feature ===
        (changes.purpose === 'reauth' ? 'publickey-credentials-get' : 'publickey-credentials-create') &&
      (changes.allows ?? true),
    openWindow,
    perform,
    now: () => clock,
  })
  return { ceremony, options, verify, perform, openWindow, wait: (ms: number) => (clock += ms) }
}

describe('createPreparedPasskeyCeremony', () => {
  it('runs the prepared ceremony in the frame and answers the logins the server kept', async () => {
    const { ceremony, options, verify, perform } = setup()
    await ceremony.prepare()
    expect(options).toHaveBeenCalledTimes(1)
    expect(await ceremony.run()).toBe(logins)
    expect(perform).toHaveBeenCalledWith('add', { challenge: 'x'.repeat(43) })
    expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^challenge-1/), credential)
    // The prepared challenge served that try: the next fetches its own.
    await ceremony.run()
    expect(verify.mock.calls.map(([challengeId]) => challengeId.slice(0, 11))).toEqual([
      'challenge-1',
      'challenge-2',
    ])
  })

  it('fetches the options again in the click when those prepared are old', async () => {
    const { ceremony, options, verify, wait } = setup()
    await ceremony.prepare()
    wait(3 * 60_000)
    await ceremony.run()
    expect(options).toHaveBeenCalledTimes(2)
    expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^challenge-2/), credential)
  })

  it('opens the popup at once where the frame is not the relying party, or may not run a ceremony', async () => {
    for (const changes of [{ origin: 'https://id.example' }, { allows: false }]) {
      const { ceremony, openWindow, perform, verify } = setup(changes)
      await ceremony.prepare()
      await expect(ceremony.run()).rejects.toThrow(new PasskeyError('blocked'))
      expect(openWindow).toHaveBeenCalledWith(`${changes.origin ?? window.location.origin}/popup/passkey`)
      expect(perform).not.toHaveBeenCalled()
      expect(verify).not.toHaveBeenCalled()
    }
  })

  it('prepares in the click when preparing failed, and says why a try failed', async () => {
    const { ceremony, verify } = setup({ failOptions: true })
    await expect(ceremony.prepare()).rejects.toThrow('Too many requests')
    expect(await ceremony.run()).toBe(logins)
    expect(verify).toHaveBeenCalledTimes(1)
  })

  it('drops a try cleared while the ceremony runs, and what was prepared', async () => {
    const { ceremony, options, perform, verify } = setup()
    let finish: (value: RegistrationCredential) => void = () => undefined
    perform.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    await ceremony.prepare()
    const trying = ceremony.run()
    await vi.waitFor(() => expect(perform).toHaveBeenCalled())
    ceremony.clear()
    finish(credential)
    await expect(trying).rejects.toThrow(new PasskeyError('closed'))
    expect(verify).not.toHaveBeenCalled()
    await ceremony.run()
    expect(options).toHaveBeenCalledTimes(2)
  })

  it('proves the user anew with an assertion, in the frame where the browser allows getting one', async () => {
    const { ceremony, perform, verify } = setup({ purpose: 'reauth' })
    await ceremony.prepare()
    await ceremony.run()
    expect(perform).toHaveBeenCalledWith('reauth', { challenge: 'x'.repeat(43) })
    expect(verify).toHaveBeenCalledTimes(1)
  })
})
