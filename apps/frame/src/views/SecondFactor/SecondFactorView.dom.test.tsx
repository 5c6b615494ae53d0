// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedFlow } from '@/embedded/createEmbeddedFlow'
import { secondFactorPromptAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { SecondFactorView } from './SecondFactorView'

const root = testRoot()
const { container, button } = root

async function mount(prompt: { busy: boolean; kind: 'totp' | 'passkey'; error?: string } | undefined) {
  const made = viewFrame({ route: { history: ['EmailVerifyOtp', 'SecondFactor'] } })
  made.store.set(secondFactorPromptAtom, prompt)
  const submitted: string[] = []
  vi.spyOn(made.controller, 'use').mockImplementation((async (
    _name: string,
    use: (flow: EmbeddedFlow) => unknown,
  ) =>
    use({
      submitSecondFactor: (code: string) => submitted.push(code),
      confirmSecondFactorWithPasskey: () => submitted.push('passkey'),
    } as unknown as EmbeddedFlow)) as never)
  await root.render(made.wrap(<SecondFactorView />))
  return { ...made, submitted }
}

describe('SecondFactorView in a DOM', () => {
  it('takes the code in a focused field, hands it to the waiting login, and tells a refusal', async () => {
    const { submitted, store } = await mount({ busy: false, kind: 'totp', error: 'Invalid code' })
    expect(container.textContent).toContain('This wallet asks for a code from your authenticator app')
    expect(container.querySelector('label')?.textContent).toBe(
      'Code from your authenticator app, or a recovery code',
    )
    const field = container.querySelector<HTMLInputElement>('input')
    expect(document.activeElement).toBe(field)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid code')
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, '123456')
      field?.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => container.querySelector('form')?.requestSubmit())
    expect(submitted).toEqual(['123456'])
    await act(async () => store.set(secondFactorPromptAtom, { busy: true, kind: 'totp' }))
    expect(button('Checking…').disabled).toBe(true)
  })

  it('offers one of the wallet’s passkeys where it is the factor, and a recovery code beside it', async () => {
    const { submitted, store } = await mount({ busy: false, kind: 'passkey' })
    expect(container.textContent).toContain('This wallet asks for one of its passkeys on a new device.')
    expect(container.querySelector('label')?.textContent).toBe('Or a recovery code')
    await act(async () => button('Confirm with a passkey').click())
    expect(submitted).toEqual(['passkey'])
    await act(async () =>
      store.set(secondFactorPromptAtom, {
        busy: false,
        kind: 'passkey',
        error: 'The passkey could not be verified',
      }),
    )
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('The passkey could not be verified')
    expect(button('Confirm with a passkey').disabled).toBe(false)
  })

  it('says so when no login waits for a code', async () => {
    await mount(undefined)
    expect(container.textContent).toBe('No login is waiting for a code.')
    expect(container.querySelector('input')).toBeNull()
  })
})
