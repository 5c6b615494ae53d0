// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectionAtom, toastAtom } from '@/state/atoms'
import type { ConnectionState } from '@/state/connectionReducer'
import { testRoot } from '@/views/internal/testing/testRoot'
import { trustWallet as trust, pairingUri as uri } from '@/views/internal/testing/viewFixtures'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView'

const root = testRoot()
const { container, button } = root
// Following a link would make happy-dom open it; the views only need the click.
const stayOnPage = (event: Event) => event.preventDefault()

beforeEach(() => {
  window.addEventListener('click', stayOnPage, true)
})

afterEach(async () => {
  window.removeEventListener('click', stayOnPage, true)
  performance.clearMarks()
  const permission = await navigator.permissions.query({ name: 'clipboard-write' as PermissionName })
  Object.assign(permission, { state: 'granted' })
})

async function mount(options: { isMobile?: boolean; connection?: Partial<ConnectionState> } = {}) {
  const { store, controller, wrap } = viewFrame({
    route: { history: ['Connect', 'ConnectingWalletConnect'], data: { wallet: trust } },
    host: { isMobile: options.isMobile ?? false },
    connection: { status: 'connecting', wcUri: uri, ...options.connection },
  })
  await root.render(wrap(<ConnectingWalletConnectView />))
  return { store, controller }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))

describe('ConnectingWalletConnectView in a DOM', () => {
  it('copies the pairing URI and says so', async () => {
    const { store } = await mount()
    await act(async () => button('Copy link').click())
    await vi.waitFor(() => expect(store.get(toastAtom).open).toBe(true))
    expect(await navigator.clipboard.readText()).toBe(uri)
    expect(store.get(toastAtom)).toMatchObject({
      message: 'Link copied',
      variant: 'svg',
      svg: { icon: 'copy', iconColor: 'success' },
    })
  })

  it('says so when the clipboard refuses the link', async () => {
    const permission = await navigator.permissions.query({ name: 'clipboard-write' as PermissionName })
    Object.assign(permission, { state: 'denied' })
    const { store } = await mount()
    await act(async () => button('Copy link').click())
    await vi.waitFor(() => expect(store.get(toastAtom).open).toBe(true))
    expect(store.get(toastAtom)).toMatchObject({ message: "Couldn't copy the link", variant: 'error' })
  })

  it('remembers the deep link the user followed', async () => {
    const { store } = await mount({ isMobile: true })
    const open = container.querySelector('a')
    expect(open?.textContent).toBe('Open Trust Wallet')
    await act(async () => open?.click())
    expect(store.get(connectionAtom).wcLinking).toEqual({
      name: 'Trust Wallet',
      href: `trust://wc?uri=${encodeURIComponent(uri)}`,
    })
  })

  it('on a phone shows the QR code on demand and marks it painted for the benchmark', async () => {
    await mount({ isMobile: true })
    expect(container.querySelector('svg')).toBeNull()
    const toggle = button('Show QR code')
    await act(async () => toggle.click())
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Hide QR code')
    expect(container.querySelector('svg[aria-label="WalletConnect QR code"]')).not.toBeNull()
    await nextFrame()
    expect(performance.getEntriesByName('latch:qr-painted')).toHaveLength(1)
  })

  it('draws the fresh URI when the controller swaps one in', async () => {
    const { store } = await mount()
    const before = container.querySelector('path')?.getAttribute('d')
    await act(async () => store.set(connectionAtom, { ...store.get(connectionAtom), wcUri: `${uri}0` }))
    const after = container.querySelector('path')?.getAttribute('d')
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    expect(container.querySelector('a')?.getAttribute('href')).toContain(encodeURIComponent(`${uri}0`))
  })

  it('asks the controller for a fresh pairing on Try again', async () => {
    const { controller } = await mount({
      connection: { status: 'disconnected', error: { code: 4001, message: 'User rejected.' } },
    })
    const retry = vi.spyOn(controller, 'retryWalletConnect')
    await act(async () => button('Try again').click())
    expect(retry).toHaveBeenCalledOnce()
  })
})
