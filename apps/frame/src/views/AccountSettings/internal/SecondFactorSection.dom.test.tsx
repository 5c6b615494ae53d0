// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedFlow } from '@/embedded/createEmbeddedFlow'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { loginsAtom } from './loginsAtom'
import { initialLoginsState } from './loginsReducer'
import { SecondFactorSection } from './SecondFactorSection'

const root = testRoot()
const { container, button } = root
const setup = { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', uri: 'otpauth://totp/Latch:ada?secret=GEZ' }
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fghi${'abcdefghij'[index]}`)

type SecondFactorFlow = Pick<
  EmbeddedFlow,
  | 'secondFactor'
  | 'setUpTotp'
  | 'enableTotp'
  | 'disableTotp'
  | 'setSendLimit'
  | 'enablePasskeyFactor'
  | 'confirmWithPasskey'
  | 'preparePasskeyFactor'
  | 'preparePasskeyConfirm'
>

async function mount(flow: Partial<SecondFactorFlow>, options: { passkey?: boolean } = {}) {
  const made = viewFrame({ route: { history: ['Account', 'AccountSettings'] } })
  if (options.passkey)
    made.store.set(loginsAtom, {
      ...initialLoginsState,
      status: 'loaded',
      logins: [
        {
          kind: 'passkey',
          id: 'cred-1',
          label: 'Passkey',
          createdAt: '2030-01-01T00:00:00.000Z',
          lastUsedAt: null,
        },
      ],
    })
  vi.spyOn(made.controller, 'use').mockImplementation((async (
    _name: string,
    use: (flow: EmbeddedFlow) => unknown,
  ) =>
    use({
      secondFactor: async () => ({ enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null }),
      setUpTotp: async () => setup,
      enableTotp: async () => recoveryCodes,
      disableTotp: async () => ({ enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null }),
      preparePasskeyFactor: async () => undefined,
      preparePasskeyConfirm: async () => undefined,
      ...flow,
    } as EmbeddedFlow)) as never)
  await root.render(made.wrap(<SecondFactorSection />))
  return made
}

function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('no input')
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const alert = () => container.querySelector('[role="alert"]')?.textContent

describe('SecondFactorSection in a DOM', () => {
  it('sets up an app by QR code or key, turns on with its first code, and shows the recovery codes once', async () => {
    const enabled: string[] = []
    await mount({
      enableTotp: async (code) => {
        enabled.push(code)
        if (code === '111111') throw new Error('Invalid code')
        return recoveryCodes
      },
    })
    expect(container.textContent).toContain('Ask for a code from an authenticator app')
    await act(async () => button('Set up an authenticator app').click())
    expect(container.querySelector('svg[aria-label="QR code for your authenticator app"]')).not.toBeNull()
    expect(container.querySelector('[data-testid="totp-secret"]')?.textContent).toBe(
      'GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ',
    )
    const code = () => container.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')
    await act(async () => type(code(), '111111'))
    expect(alert()).toBe('Invalid code')
    await act(async () => type(code(), '222222'))
    expect(enabled).toEqual(['111111', '222222'])
    const shown = [...container.querySelectorAll('[data-testid="recovery-codes"] li')].map(
      (item) => item.textContent,
    )
    expect(shown).toEqual(recoveryCodes)
    expect(container.querySelector('[role="status"]')?.textContent).toContain('they are not shown again')
    await act(async () => button('I saved them').click())
    expect(container.querySelector('[data-testid="recovery-codes"]')).toBeNull()
    expect(container.querySelector('[data-testid="second-factor-on"]')?.textContent).toBe(
      'On: the key is shown only after a code from your authenticator app. 10 recovery codes left.',
    )
  })

  it('cancels a setup back to off', async () => {
    await mount({})
    await act(async () => button('Set up an authenticator app').click())
    await act(async () => button('Cancel').click())
    expect(container.querySelector('[data-testid="totp-secret"]')).toBeNull()
    expect(button('Set up an authenticator app').disabled).toBe(false)
  })

  it('turns off with a code, keeping what was typed when it is refused', async () => {
    const tried: string[] = []
    const made = await mount({
      secondFactor: async () => ({ enabled: true, recoveryCodesLeft: 1, sendLimitUsd: null }),
      disableTotp: async (code) => {
        tried.push(code ?? 'none')
        if (tried.length === 1) throw new Error('Invalid code')
        return { enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null }
      },
    })
    const toasts = vi.spyOn(made.controller, 'showToast')
    expect(container.textContent).toContain('1 recovery code left.')
    await act(async () => button('Turn off').click())
    const field = container.querySelector<HTMLInputElement>('form input')
    expect(document.activeElement).toBe(field)
    await act(async () => type(field, ' abcde-fghij '))
    await act(async () => container.querySelector('form')?.requestSubmit())
    expect(tried).toEqual(['abcde-fghij'])
    expect(alert()).toBe('Invalid code')
    expect(field?.value).toBe(' abcde-fghij ')
    await act(async () => container.querySelector('form')?.requestSubmit())
    expect(container.textContent).toContain('Ask for a code from an authenticator app')
    expect(toasts).toHaveBeenCalledWith({
      type: 'show',
      variant: 'success',
      message: 'Two-factor authentication is off',
    })
  })

  it('sets a send limit with a code, keeping both fields when refused, and removes it with an empty one', async () => {
    const saved: [number | null, string][] = []
    const made = await mount({
      secondFactor: async () => ({ enabled: true, recoveryCodesLeft: 10, sendLimitUsd: null }),
      setSendLimit: async (sendLimitUsd, code) => {
        saved.push([sendLimitUsd, code ?? 'none'])
        if (code === '111111') throw new Error('Invalid code')
        return { enabled: true, recoveryCodesLeft: 10, sendLimitUsd }
      },
    })
    const toasts = vi.spyOn(made.controller, 'showToast')
    const limitText = () => container.querySelector('[data-testid="send-limit"]')?.textContent
    expect(limitText()).toBe('Sends do not ask for a code.')
    await act(async () => button('Set a send limit').click())
    const [limit, code] = [...container.querySelectorAll<HTMLInputElement>('form input')]
    expect(document.activeElement).toBe(limit)
    const submit = () => act(async () => container.querySelector('form')?.requestSubmit())
    // An amount the limit cannot be is told at its field, and nothing is asked of the server.
    await act(async () => type(limit ?? null, '12.345'))
    await act(async () => type(code ?? null, '111111'))
    await submit()
    expect(alert()).toBe('At most 2 decimal places')
    expect(saved).toEqual([])
    await act(async () => type(limit ?? null, '1,000'))
    await submit()
    expect(alert()).toBe('Enter digits and at most one dot')
    await act(async () => type(limit ?? null, '1000.5'))
    await submit()
    expect(saved).toEqual([[1000.5, '111111']])
    expect(alert()).toBe('Invalid code')
    expect([limit?.value, code?.value]).toEqual(['1000.5', '111111'])
    await act(async () => type(code ?? null, '222222'))
    await submit()
    expect(limitText()).toBe('Sends worth more than $1,000.50 ask for a code.')
    expect(document.activeElement).toBe(button('Change the send limit'))
    expect(toasts).toHaveBeenCalledWith({ type: 'show', variant: 'success', message: 'Send limit saved' })
    await act(async () => button('Change the send limit').click())
    const [again, secondCode] = [...container.querySelectorAll<HTMLInputElement>('form input')]
    expect(again?.value).toBe('1000.5')
    await act(async () => type(again ?? null, ''))
    await act(async () => type(secondCode ?? null, '333333'))
    await submit()
    expect(saved.at(-1)).toEqual([null, '333333'])
    expect(limitText()).toBe('Sends do not ask for a code.')
  })

  it('offers a passkey where the wallet has one, turns it on in the click, and shows the recovery codes', async () => {
    const steps: string[] = []
    await mount(
      {
        enablePasskeyFactor: async () => {
          steps.push('enable')
          return recoveryCodes
        },
      },
      { passkey: true },
    )
    expect(container.textContent).toContain('or for one of your passkeys')
    await act(async () => button('Use a passkey').click())
    expect(steps).toEqual(['enable'])
    expect(container.querySelector('[role="status"]')?.textContent).toContain('in place of your passkey')
    await act(async () => button('I saved them').click())
    expect(container.querySelector('[data-testid="second-factor-on"]')?.textContent).toBe(
      'On: the key is shown only after one of your passkeys confirms it. 10 recovery codes left.',
    )
    expect(container.querySelector('[data-testid="send-limit"]')?.textContent).toBe(
      'Sends do not ask for a passkey.',
    )
  })

  it('offers no passkey to a wallet without one', async () => {
    await mount({})
    expect(() => button('Use a passkey')).toThrow()
  })

  it('sets the limit and turns a passkey factor off with the passkey, or with a recovery code', async () => {
    const steps: string[] = []
    const on = { enabled: true, kind: 'passkey' as const, recoveryCodesLeft: 4, sendLimitUsd: null }
    await mount({
      secondFactor: async () => on,
      confirmWithPasskey: async () => {
        steps.push('passkey')
      },
      setSendLimit: async (sendLimitUsd, code) => {
        steps.push(`limit ${sendLimitUsd} ${code ?? 'none'}`)
        return { ...on, sendLimitUsd }
      },
      disableTotp: async (code) => {
        steps.push(`off ${code ?? 'none'}`)
        return { enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null }
      },
    })
    await act(async () => button('Set a send limit').click())
    const [limit, code] = [...container.querySelectorAll<HTMLInputElement>('form input')]
    expect(container.querySelector('form label:last-of-type')?.textContent).toBe('Or a recovery code')
    await act(async () => type(limit ?? null, '25'))
    await act(async () => button('Save with a passkey').click())
    expect(steps).toEqual(['passkey', 'limit 25 none'])
    expect(container.querySelector('[data-testid="send-limit"]')?.textContent).toBe(
      'Sends worth more than $25.00 ask for a passkey.',
    )
    // A recovery code typed stands in for the passkey.
    await act(async () => button('Change the send limit').click())
    await act(async () =>
      type([...container.querySelectorAll<HTMLInputElement>('form input')][1] ?? null, 'abcde-fghij'),
    )
    await act(async () => button('Save limit').click())
    expect(steps.at(-1)).toBe('limit 25 abcde-fghij')
    expect(code).toBeDefined()
    await act(async () => button('Turn off').click())
    expect(document.activeElement).toBe(button('Turn off with a passkey'))
    await act(async () => button('Turn off with a passkey').click())
    expect(steps.slice(-2)).toEqual(['passkey', 'off none'])
    expect(container.textContent).toContain('Set up an authenticator app')
  })

  it('says why the state could not be read', async () => {
    await mount({
      secondFactor: async () => {
        throw new Error('Session expired')
      },
    })
    expect(alert()).toBe('Session expired')
  })
})
