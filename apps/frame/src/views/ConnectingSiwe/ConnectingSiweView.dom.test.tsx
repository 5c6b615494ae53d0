// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/i18n/applyLocale'
import { type SiwxState, siwxAtom } from '@/siwx/siwxAtom'
import type { HostConfig } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { untilArmed } from '@/views/internal/testing/untilArmed'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ConnectingSiweView } from './ConnectingSiweView'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const walletIcon = 'data:image/svg+xml,%3Csvg%2F%3E'

const root = testRoot()
const { container, button } = root

async function mount(siwx: SiwxState, host: Partial<HostConfig> = {}) {
  const { store, controller, wrap } = viewFrame({
    host: { isMobile: false, ...host },
    connection: {
      status: 'connected',
      address,
      chainId: 31_337,
      caipAddress: `eip155:31337:${address}`,
      connector: { id: 'dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED', imageUrl: walletIcon },
    },
  })
  store.set(siwxAtom, siwx)
  vi.spyOn(controller, 'signInWithWallet').mockResolvedValue(undefined)
  vi.spyOn(controller, 'cancelSignIn').mockResolvedValue(undefined)
  await root.render(wrap(<ConnectingSiweView />))
  return { store, controller }
}

const status = () => container.querySelector('[role="status"]')?.textContent

describe('ConnectingSiweView in a DOM', () => {
  it("asks in the visitor's language, the account's address where that language puts it", async () => {
    const { store } = await mount(
      { status: 'idle' },
      { metadata: { name: 'Demo Shop', url: 'http://localhost:5173', icons: [] } },
    )
    await act(async () => applyLocale(store, 'ja'))
    expect(container.querySelector('h2')?.textContent).toBe('Demo Shop にサインイン')
    expect(container.textContent).toContain(
      'Demo Shop が Latch Dev Wallet に、0xf39F…2266 の所有を証明するメッセージへの署名を求めています。',
    )
    expect(container.querySelector('span.font-mono')?.getAttribute('title')).toBe(address)
    expect(status()).toBe('続けるには Latch Dev Wallet でメッセージに署名してください。')
    expect(button('署名').disabled).toBe(false)
    expect(button('キャンセル')).toBeDefined()
    await act(async () => applyLocale(store, 'en'))
  })

  it('shows both icons and what is asked, and waits for the wallet while it signs', async () => {
    await mount(
      { status: 'signing' },
      {
        metadata: {
          name: 'Demo Shop',
          url: 'http://localhost:5173',
          icons: ['http://localhost:5173/icon.png'],
        },
      },
    )
    expect(container.querySelector('[data-view="ConnectingSiwe"]')).not.toBeNull()
    expect(container.querySelector('h2')?.textContent).toBe('Sign in to Demo Shop')
    expect(container.textContent).toContain(
      'Demo Shop asks Latch Dev Wallet to sign a message proving you own 0xf39F…2266. Signing costs nothing.',
    )
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'http://localhost:5173/icon.png',
      walletIcon,
    ])
    expect(status()).toBe('Waiting for Latch Dev Wallet: approve the signature request there.')
    const sign = button('Signing…')
    expect(sign.disabled).toBe(true)
    expect(sign.getAttribute('aria-busy')).toBe('true')
    expect(button('Cancel').disabled).toBe(false)
  })

  it('asks the wallet again with Sign, and cancels through the controller', async () => {
    const { controller } = await mount({ status: 'idle' })
    expect(status()).toBe('Sign the message in Latch Dev Wallet to continue.')
    await untilArmed(button('Sign'))
    await act(async () => button('Sign').click())
    expect(controller.signInWithWallet).toHaveBeenCalledTimes(1)
    await act(async () => button('Cancel').click())
    expect(controller.cancelSignIn).toHaveBeenCalledTimes(1)
  })

  it('says Sign is paused while the frame is covered, but not while the wallet signs', async () => {
    // A browser that reports visibility (IntersectionObserver v2) and finds the frame covered, as
    // when the wallet's own window is in front of this page.
    class CoveredEntry {
      get isVisible() {
        return false
      }
    }
    class CoveringObserver {
      constructor(private readonly callback: (entries: CoveredEntry[]) => void) {}
      observe() {
        this.callback([new CoveredEntry()])
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserverEntry', CoveredEntry)
    vi.stubGlobal('IntersectionObserver', CoveringObserver)
    try {
      const { store } = await mount({ status: 'signing' })
      expect(container.querySelectorAll('[role="status"]')).toHaveLength(1)
      expect(status()).toBe('Waiting for Latch Dev Wallet: approve the signature request there.')
      expect(button('Signing…').getAttribute('aria-describedby')).toBeNull()

      await act(async () => store.set(siwxAtom, { status: 'idle' }))
      const paused = container.querySelector('#siwe-paused')
      expect(paused?.textContent).toMatch(/^Paused: this page covers or hides Latch/)
      expect(button('Sign').getAttribute('aria-describedby')).toBe('siwe-paused')
      expect(button('Sign').getAttribute('aria-disabled')).toBe('true')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("renders the host's name as text", async () => {
    await mount(
      { status: 'idle' },
      { metadata: { name: '<img src=x onerror=alert(1)>', url: 'http://localhost:5173', icons: [] } },
    )
    expect(container.querySelector('h2')?.textContent).toBe('Sign in to <img src=x onerror=alert(1)>')
    expect(container.querySelectorAll('img[src="x"]')).toHaveLength(0)
  })
})
