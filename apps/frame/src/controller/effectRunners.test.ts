import { describe, expect, it } from 'vitest'
import { hostLinkAtom, overlayShownAtom, socialLoginAtom, toastAtom, transactionsAtom } from '@/state/atoms'
import { initialTransactionsState } from '@/state/TransactionsState'
import { initialToastState } from '@/state/toastReducer'
import { testContext } from '@/testing/testContext'
import { runConnectionEffect } from './effectRunners'

describe('effect runners', () => {
  it('stores the last connector without its image, and clears it', async () => {
    const { context, storage } = testContext()
    const icon = `data:image/png;base64,${'A'.repeat(50_000)}`
    runConnectionEffect(context, {
      type: 'persistLastConnector',
      connector: {
        id: 'dev.latch.wallet',
        name: 'Dev',
        type: 'ANNOUNCED',
        imageUrl: icon,
        rdns: 'dev.latch.wallet',
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(JSON.parse((await storage.get('lastConnector')) ?? 'null')).toEqual({
      id: 'dev.latch.wallet',
      rdns: 'dev.latch.wallet',
      name: 'Dev',
      type: 'ANNOUNCED',
    })
    runConnectionEffect(context, { type: 'clearStoredConnector' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await storage.get('lastConnector')).toBeNull()
  })

  it('forgets the social login under way when the session ends', () => {
    const { context, store } = testContext()
    store.set(socialLoginAtom, { provider: 'github', status: 'verifying' })
    runConnectionEffect(context, { type: 'clearSocialProvider' })
    expect(store.get(socialLoginAtom)).toBeUndefined()
  })

  it('sends provider events to the host and tracked events to analytics', () => {
    const { context, notified, tracked } = testContext()
    runConnectionEffect(context, { type: 'emit', event: 'chainChanged', data: '0x7a69' })
    runConnectionEffect(context, { type: 'track', event: 'DISCONNECT_SUCCESS' })
    expect(notified).toEqual([{ type: 'emit', payload: { event: 'chainChanged', data: '0x7a69' } }])
    expect(tracked).toEqual(['DISCONNECT_SUCCESS'])
  })

  it("drops the account's transactions when the reducer asks to clear them (a disconnect)", () => {
    const { context, store } = testContext()
    store.set(transactionsAtom, {
      ...initialTransactionsState,
      key: '31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      items: [{ id: '0x1', metadata: { minedAt: '2030-01-01T00:00:00.000Z' }, transfers: [] }],
      next: 'p2',
      watch: { active: true, polls: 3 },
    })
    runConnectionEffect(context, { type: 'clearTransactions' })
    expect(store.get(transactionsAtom)).toEqual(initialTransactionsState)
  })

  it('closing the modal hides the overlay, runs the close hook and tracks it', () => {
    const { context, notified, tracked, hooked } = testContext()
    context.dispatchRouter({ type: 'open' })
    context.dispatchRouter({ type: 'close' })
    expect(notified.filter((call) => call.type === 'setVisible').map((call) => call.payload)).toEqual([
      { visible: true },
      { visible: false },
    ])
    expect(hooked).toEqual(['modalOpened', 'routed', 'modalClosed', 'routed'])
    expect(tracked).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('keeps the closed view until the host has hidden the overlay; an open in between keeps it shown', async () => {
    const { context, store, services } = testContext()
    let hidden: () => void = () => undefined
    services.notifyHost = (async (type: string) => {
      if (type === 'setVisible') await new Promise<void>((resolve) => (hidden = resolve))
    }) as typeof services.notifyHost
    context.dispatchRouter({ type: 'open' })
    expect(store.get(overlayShownAtom)).toBe(true)
    context.dispatchRouter({ type: 'close' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.get(overlayShownAtom)).toBe(true)
    hidden()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.get(overlayShownAtom)).toBe(false)

    context.dispatchRouter({ type: 'open' })
    context.dispatchRouter({ type: 'close' })
    const late = hidden
    context.dispatchRouter({ type: 'open' })
    late()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.get(overlayShownAtom)).toBe(true)
  })

  it('leaving ConnectingFarcaster unconnected ends its login, reloads the embedded wallet and re-sends the host its state, after 100 ms', async () => {
    const { context, store, services, hooked } = testContext()
    const delays: number[] = []
    services.later = (delayMs: number, run: () => void) => {
      delays.push(delayMs)
      queueMicrotask(run)
    }
    const pushed: string[] = []
    store.set(hostLinkAtom, {
      origin: 'http://localhost:5173',
      call: async (type: string) => {
        pushed.push(type)
      },
    } as never)
    context.dispatchRouter({ type: 'open', view: 'Connect' })
    context.dispatchRouter({ type: 'push', view: 'ConnectingFarcaster' })
    const before = pushed.length
    hooked.length = 0
    context.dispatchRouter({ type: 'goBack' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(hooked).toEqual(['routed', 'clearFarcasterUrl', 'reloadEmbeddedWallet'])
    expect(delays.slice(-3)).toEqual([100, 100, 100])
    // The view changed (one push), then the state went again although nothing changed (another).
    expect(pushed.slice(before)).toEqual(['state', 'state'])
  })

  it('runs the toast’s timers: a toast shown auto-closes', async () => {
    const { context, store } = testContext()
    context.dispatchToast({ type: 'show', message: 'Copied', variant: 'success' })
    expect(store.get(toastAtom).open).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.get(toastAtom)).toMatchObject({ open: initialToastState.open })
  })
})
