// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectionAtom, type HostConfig, hostConfigAtom } from '@/controller/atoms'
import type { FrameController } from '@/controller/createFrameController'
import { ControllerContext } from '@/embed/ControllerContext'
import { type SiwxState, siwxAtom } from '@/siwx/siwxAtom'
import { initialConnectionState } from '@/state/connectionReducer'
import { SIWXSignMessageView } from './SIWXSignMessageView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let root: Root | undefined
let container: HTMLDivElement

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  container.remove()
})

async function mount(siwx: SiwxState, host: Partial<HostConfig> = {}) {
  const store = createStore()
  store.set(siwxAtom, siwx)
  store.set(hostConfigAtom, { isMobile: false, ...host })
  store.set(connectionAtom, {
    ...initialConnectionState,
    status: 'connected',
    address,
    chainId: 31_337,
    caipAddress: `eip155:31337:${address}`,
  })
  // Only the two actions this view calls; the lead's controller provides them.
  const controller = { signInWithWallet: vi.fn(), cancelSignIn: vi.fn() }
  const view = createRoot(container)
  root = view
  await act(async () =>
    view.render(
      <Provider store={store}>
        <ControllerContext.Provider value={controller as unknown as FrameController}>
          <SIWXSignMessageView />
        </ControllerContext.Provider>
      </Provider>,
    ),
  )
  return { store, controller }
}

const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
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
    await act(async () => root?.unmount())

    root = undefined
    await mount(
      { status: 'idle' },
      { metadata: { name: '<img src=x onerror=alert(1)>', url: 'http://localhost:5173', icons: [] } },
    )
    expect(text('siwx-app')).toBe('<img src=x onerror=alert(1)> wants you to sign in with your wallet')
    expect(container.querySelector('img')).toBeNull()
  })
})
