import { limits } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { initialToastState, TOAST_AUTO_CLOSE_MS, type ToastState, toastReducer } from './toastReducer'

const shown: ToastState = {
  open: true,
  id: 1,
  message: 'Address copied',
  variant: 'success',
  autoClose: true,
}

describe('toastReducer', () => {
  it('starts closed', () => {
    expect(initialToastState.open).toBe(false)
  })

  it.each(['success', 'error', 'loading'] as const)('opens a %s toast at once', (variant) => {
    const { state } = toastReducer(initialToastState, { type: 'show', message: 'Hello', variant })
    expect(state).toMatchObject({ open: true, message: 'Hello', variant, id: 1 })
  })

  it('opens an svg toast with its icon', () => {
    const svg = { icon: 'warningCircle', iconColor: 'danger' }
    const { state } = toastReducer(initialToastState, {
      type: 'show',
      message: 'Careful',
      variant: 'svg',
      svg,
    })
    expect(state.variant).toBe('svg')
    expect(state.svg).toEqual(svg)
  })

  it('drops the icon of an earlier svg toast', () => {
    const before = { ...initialToastState, svg: { icon: 'x' } }
    expect(
      toastReducer(before, { type: 'show', message: 'Done', variant: 'success' }).state.svg,
    ).toBeUndefined()
  })

  it('auto-closes by default, after the named delay, for that toast only', () => {
    const { state, effects } = toastReducer(initialToastState, {
      type: 'show',
      message: 'Hi',
      variant: 'success',
    })
    expect(state.autoClose).toBe(true)
    expect(TOAST_AUTO_CLOSE_MS).toBe(2200)
    expect(effects).toEqual([{ type: 'autoCloseAfter', delayMs: TOAST_AUTO_CLOSE_MS, id: state.id }])
  })

  it('arms no timer when autoClose is false', () => {
    const { state, effects } = toastReducer(initialToastState, {
      type: 'show',
      message: 'Waiting for the wallet',
      variant: 'loading',
      autoClose: false,
    })
    expect(state.autoClose).toBe(false)
    expect(effects).toEqual([])
  })

  it('closes an open toast and opens the next after 150 ms', () => {
    const first = toastReducer(shown, { type: 'show', message: 'Transaction error', variant: 'error' })
    expect(first.state.open).toBe(false)
    expect(first.state.message).toBe('Address copied')
    expect(first.effects).toEqual([{ type: 'openPendingAfter', delayMs: 150 }])
    expect(limits.toast.delayMs).toBe(150)

    const second = toastReducer(first.state, { type: 'openPending' })
    expect(second.state).toMatchObject({ open: true, message: 'Transaction error', variant: 'error', id: 2 })
    expect(second.state.pending).toBeUndefined()
    expect(second.effects).toEqual([{ type: 'autoCloseAfter', delayMs: 2200, id: 2 }])
  })

  it('while a toast waits its turn, a newer one takes its place on the same timer', () => {
    const waiting = toastReducer(shown, { type: 'show', message: 'First', variant: 'success' }).state
    const { state, effects } = toastReducer(waiting, { type: 'show', message: 'Second', variant: 'error' })
    expect(effects).toEqual([])
    expect(toastReducer(state, { type: 'openPending' }).state.message).toBe('Second')
  })

  it('openPending with nothing waiting does nothing', () => {
    const { state, effects } = toastReducer(shown, { type: 'openPending' })
    expect(state).toBe(shown)
    expect(effects).toEqual([])
  })

  it('hide closes the toast', () => {
    expect(toastReducer(shown, { type: 'hide' }).state.open).toBe(false)
  })

  it('hide with the shown id closes it', () => {
    expect(toastReducer(shown, { type: 'hide', id: 1 }).state.open).toBe(false)
  })

  it('the auto-close of an earlier toast leaves the current one open', () => {
    const replaced = toastReducer(shown, { type: 'show', message: 'Next', variant: 'success' }).state
    const current = toastReducer(replaced, { type: 'openPending' }).state
    expect(toastReducer(current, { type: 'hide', id: 1 }).state.open).toBe(true)
  })

  it('the auto-close of a closed toast keeps the one waiting its turn', () => {
    const waiting = toastReducer(shown, { type: 'show', message: 'Next', variant: 'success' }).state
    const { state } = toastReducer(waiting, { type: 'hide', id: 1 })
    expect(state.pending?.message).toBe('Next')
  })
})
