// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedFlow } from '@/embedded/createEmbeddedFlow'
import { embeddedAccountAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { AccountSettingsView } from './AccountSettingsView'

const root = testRoot()
const { container, button } = root
const eoa = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const smart = '0x7c2EF2e8a864DA481d9D977CcA9d1B5a3947d069'
const user = {
  userId: 'u1',
  email: 'ada@example.com',
  address: eoa,
  persistent: true,
  smartAccount: smart,
  smartAccountDeployed: false,
} as const

async function mount(setAccountType: EmbeddedFlow['setAccountType']) {
  const made = viewFrame({ route: { history: ['Account', 'AccountSettings'] } })
  made.store.set(embeddedAccountAtom, { ...user, accountType: 'eoa' })
  vi.spyOn(made.controller, 'use').mockImplementation((async (
    name: string,
    use: (flow: EmbeddedFlow) => unknown,
  ) => {
    if (name !== 'embedded') throw new Error(`Only the embedded feature is held here, not ${name}`)
    return use({ setAccountType } as unknown as EmbeddedFlow)
  }) as never)
  await root.render(made.wrap(<AccountSettingsView />))
  return made
}

const row = (type: string) => container.querySelector(`[data-testid="account-type-${type}"]`)

describe('AccountSettingsView in a DOM', () => {
  it('shows both accounts with their addresses, the one in use marked, and switches on a click', async () => {
    const made = await mount(async (type) => {
      made.store.set(embeddedAccountAtom, { ...user, accountType: type })
      return type === 'smartAccount' ? smart : eoa
    })
    expect(row('eoa')?.getAttribute('aria-current')).toBe('true')
    expect(row('eoa')?.textContent).toContain('0xf39F…2266')
    expect(row('smartAccount')?.getAttribute('aria-current')).toBeNull()
    expect(row('smartAccount')?.textContent).toContain('0x7c2E…d069')
    expect(row('smartAccount')?.textContent).toContain('Its first transaction creates it on the network.')

    await act(async () => button('Use this account').click())
    expect(made.controller.use).toHaveBeenCalledTimes(1)
    expect(row('smartAccount')?.getAttribute('aria-current')).toBe('true')
    expect(row('eoa')?.querySelector('button')?.textContent).toBe('Use this account')
  })

  it('says why a switch failed and keeps the account in use', async () => {
    await mount(async () => {
      throw new Error('Session expired')
    })
    await act(async () => button('Use this account').click())
    expect(container.querySelector('[data-testid="account-settings-error"]')?.textContent).toBe(
      'Session expired',
    )
    expect(row('eoa')?.getAttribute('aria-current')).toBe('true')
  })
})
