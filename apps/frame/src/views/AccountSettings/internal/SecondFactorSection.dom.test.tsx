// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedFlow } from '@/embedded/createEmbeddedFlow'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { SecondFactorSection } from './SecondFactorSection'

const root = testRoot()
const { container, button } = root
const setup = { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', uri: 'otpauth://totp/Latch:ada?secret=GEZ' }
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fghi${'abcdefghij'[index]}`)

type SecondFactorFlow = Pick<EmbeddedFlow, 'secondFactor' | 'setUpTotp' | 'enableTotp' | 'disableTotp'>

async function mount(flow: Partial<SecondFactorFlow>) {
  const made = viewFrame({ route: { history: ['Account', 'AccountSettings'] } })
  vi.spyOn(made.controller, 'use').mockImplementation((async (
    _name: string,
    use: (flow: EmbeddedFlow) => unknown,
  ) =>
    use({
      secondFactor: async () => ({ enabled: false, recoveryCodesLeft: 0 }),
      setUpTotp: async () => setup,
      enableTotp: async () => recoveryCodes,
      disableTotp: async () => ({ enabled: false, recoveryCodesLeft: 0 }),
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
      secondFactor: async () => ({ enabled: true, recoveryCodesLeft: 1 }),
      disableTotp: async (code) => {
        tried.push(code)
        if (tried.length === 1) throw new Error('Invalid code')
        return { enabled: false, recoveryCodesLeft: 0 }
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

  it('says why the state could not be read', async () => {
    await mount({
      secondFactor: async () => {
        throw new Error('Session expired')
      },
    })
    expect(alert()).toBe('Session expired')
  })
})
