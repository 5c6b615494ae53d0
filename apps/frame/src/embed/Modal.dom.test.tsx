// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attachFakeHost } from '@/testing/attachFakeHost'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { buildConnectList } from '@/wallets/catalogue/buildConnectList'
import { catalogueTestApi } from '@/wallets/catalogue/internal/catalogueTestApi'
import { Modal } from './Modal'

// Counts Connect's renders: the view builds its list once in each.
vi.mock('@/wallets/catalogue/buildConnectList', async (original) => {
  const actual = await original<typeof import('@/wallets/catalogue/buildConnectList')>()
  return { ...actual, buildConnectList: vi.fn(actual.buildConnectList) }
})

const root = testRoot()
const { container } = root

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

// A frame initialised by a fake host page, Modal rendered in it and the catalogue's answers landed.
async function mount(isMobile: boolean) {
  const server = catalogueTestApi()
  const frame = viewFrame({
    controller: {
      fetch: server.fetch,
      walletConnect: { relayUrl: 'ws://127.0.0.1:9', projectId: 'latch-dev', local: true },
    },
  })
  const warmWalletConnect = vi
    .spyOn(frame.controller, 'warmWalletConnect')
    .mockImplementation(() => undefined)
  const host = attachFakeHost(frame.controller)
  await root.render(frame.wrap(<Modal />))
  expect(container.querySelector('[data-view="Connect"]')).toBeNull()
  const reply = await act(() => host.init({ isMobile, enableEmbedded: false }))
  if (!reply.ok) throw new Error(`init failed: ${reply.error.message}`)
  await settle()
  return { host, warmWalletConnect }
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const connectRenders = () => vi.mocked(buildConnectList).mock.calls.length

describe('Modal', () => {
  it('lays Connect out while closed, and an open shows it without rendering its list again', async () => {
    const { host, warmWalletConnect } = await mount(false)
    expect(container.querySelector('[data-view="Connect"]')).not.toBeNull()
    const rowsBefore = container.querySelectorAll('li[data-row]')
    expect(rowsBefore.length).toBeGreaterThan(1)
    const rendersBefore = connectRenders()

    await act(() => host.send('open', {}))
    await settle()

    expect(host.calls).toContainEqual({ type: 'setVisible', payload: { visible: true } })
    expect(container.querySelector('[role="dialog"] h1')?.textContent).toBe('Connect Wallet')
    expect(connectRenders()).toBe(rendersBefore)
    expect([...container.querySelectorAll('li[data-row]')]).toEqual([...rowsBefore])
    expect(warmWalletConnect).not.toHaveBeenCalled()
  })

  it('warms WalletConnect as Connect opens on a phone, where no hover comes before a tap', async () => {
    const { host, warmWalletConnect } = await mount(true)
    expect(warmWalletConnect).not.toHaveBeenCalled()

    await act(() => host.send('open', {}))
    await settle()

    expect(warmWalletConnect).toHaveBeenCalledTimes(1)
  })
})
