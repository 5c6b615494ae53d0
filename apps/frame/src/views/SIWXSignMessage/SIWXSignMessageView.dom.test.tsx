// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type SiwxState, siwxAtom } from '@/siwx/siwxAtom'
import type { HostConfig } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { untilArmed } from '@/views/internal/testing/untilArmed'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { SIWXSignMessageView } from './SIWXSignMessageView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const root = testRoot()
const { container, button } = root

async function mount(siwx: SiwxState, host: Partial<HostConfig> = {}) {
  const { store, controller, wrap } = viewFrame({
    host: { isMobile: false, ...host },
    connection: { status: 'connected', address, chainId: 31_337, caipAddress: `eip155:31337:${address}` },
  })
  store.set(siwxAtom, siwx)
  // The view's two actions, held here: signing would ask a wallet, cancelling would close the modal.
  vi.spyOn(controller, 'signInWithWallet').mockResolvedValue(undefined)
  vi.spyOn(controller, 'cancelSignIn').mockResolvedValue(undefined)
  await root.render(wrap(<SIWXSignMessageView />))
  return { store, controller }
}

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent

describe('SIWXSignMessageView in a DOM', () => {
  it('names the app, its domain and the account, and signs or cancels through the controller', async () => {
    const { controller } = await mount(
      { status: 'idle' },
      { metadata: { name: 'Demo Shop', url: 'http://localhost:5173/shop', icons: [] } },
    )
    expect(container.querySelector('[data-view="SIWXSignMessage"]')).not.toBeNull()
    expect(text('siwx-app')).toBe('Demo Shop wants you to sign in with your wallet')
    expect(text('siwx-domain')).toBe('localhost:5173')
    expect(text('siwx-account')).toBe('0xf39F…2266')
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(button('Sign').disabled).toBe(false)

    await untilArmed(button('Sign'))
    await act(async () => button('Sign').click())
    expect(controller.signInWithWallet).toHaveBeenCalledTimes(1)
    await act(async () => button('Cancel').click())
    expect(controller.cancelSignIn).toHaveBeenCalledTimes(1)
  })

  it('shows "Signing…", busy and disabled, while the wallet signs; Cancel stays available', async () => {
    const { store, controller } = await mount({ status: 'idle' })
    await act(async () => store.set(siwxAtom, { status: 'signing' }))
    const sign = button('Signing…')
    expect(sign.disabled).toBe(true)
    expect(sign.getAttribute('aria-busy')).toBe('true')
    await act(async () => sign.click())
    expect(controller.signInWithWallet).not.toHaveBeenCalled()
    expect(button('Cancel').disabled).toBe(false)
  })

  it('shows the error as an alert, and Sign again', async () => {
    await mount({ status: 'error', error: 'This application might not support Smart Accounts' })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'This application might not support Smart Accounts',
    )
    expect(button('Sign').disabled).toBe(false)
  })

  it("says 'This app' without the host's metadata, and renders the host's name as text", async () => {
    await mount({ status: 'idle' })
    expect(text('siwx-app')).toBe('This app wants you to sign in with your wallet')
    expect(container.querySelector('[data-testid="siwx-domain"]')).toBeNull()
    await root.unmount()
    await mount(
      { status: 'idle' },
      { metadata: { name: '<img src=x onerror=alert(1)>', url: 'http://localhost:5173', icons: [] } },
    )
    expect(text('siwx-app')).toBe('<img src=x onerror=alert(1)> wants you to sign in with your wallet')
    expect(container.querySelector('img')).toBeNull()
  })
})
