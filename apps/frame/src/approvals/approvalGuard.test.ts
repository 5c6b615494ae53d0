import { describe, expect, it } from 'vitest'
import { approvalGuard, armingDelayMs } from './approvalGuard'

describe('approvalGuard', () => {
  it('refuses, saying why, while the browser reports the frame covered or faded', () => {
    expect(approvalGuard({ tracksVisibility: true, visible: false, armedAt: 0 }, 10_000)).toEqual({
      allowed: false,
      reason: 'hidden',
    })
  })

  it('waits, quietly, for the first report and for the arming delay', () => {
    expect(approvalGuard({ tracksVisibility: true, visible: undefined, armedAt: 0 }, 10_000)).toEqual({
      allowed: false,
      reason: undefined,
    })
    const armedAt = 1_000 + armingDelayMs
    expect(approvalGuard({ tracksVisibility: true, visible: true, armedAt }, armedAt - 1).allowed).toBe(false)
    expect(approvalGuard({ tracksVisibility: true, visible: true, armedAt }, armedAt)).toEqual({
      allowed: true,
      reason: undefined,
    })
    expect(armingDelayMs).toBe(500)
  })

  it('without visibility reports, lets the click act once armed', () => {
    expect(approvalGuard({ tracksVisibility: false, visible: undefined, armedAt: 500 }, 499).allowed).toBe(
      false,
    )
    expect(approvalGuard({ tracksVisibility: false, visible: undefined, armedAt: 500 }, 500).allowed).toBe(
      true,
    )
  })

  it('without visibility reports, is inert while the popup is open, and says when it was blocked', () => {
    const state = { tracksVisibility: false, visible: undefined, armedAt: 0 }
    expect(approvalGuard({ ...state, popup: 'open' }, 1_000)).toEqual({
      allowed: false,
      reason: 'popupOpen',
    })
    expect(approvalGuard({ ...state, popup: 'blocked' }, 1_000)).toEqual({
      allowed: true,
      reason: 'popupBlocked',
    })
    expect(approvalGuard({ ...state, popup: undefined }, 1_000)).toEqual({ allowed: true, reason: undefined })
  })
})
