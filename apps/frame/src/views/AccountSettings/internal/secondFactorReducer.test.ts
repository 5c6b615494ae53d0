import { describe, expect, it } from 'vitest'
import {
  initialSecondFactor,
  secondFactorReducer as next,
  type SecondFactorState,
} from './secondFactorReducer'

const setup = { secret: 'A'.repeat(32), uri: 'otpauth://totp/Latch:ada?secret=A' }
const codes = Array.from({ length: 10 }, (_, index) => `aaaaa-aaaa${'abcdefghij'[index]}`)

describe('secondFactorReducer', () => {
  it('walks from off through the scan and the recovery codes to on', () => {
    let state = next(initialSecondFactor, {
      type: 'loaded',
      status: { enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null },
    })
    expect(state).toEqual({ step: 'off', busy: false })
    state = next(state, { type: 'started' })
    expect(state).toEqual({ step: 'off', busy: true })
    state = next(state, { type: 'setUp', setup })
    expect(state).toEqual({ step: 'scan', setup, busy: false })
    state = next(next(state, { type: 'started' }), { type: 'failed', error: 'Invalid code' })
    expect(state).toEqual({ step: 'scan', setup, busy: false, error: 'Invalid code' })
    // A new try clears the last refusal.
    state = next(state, { type: 'started' })
    expect(state).toEqual({ step: 'scan', setup, busy: true })
    // A passkey's answer does not end an app's scan.
    expect(next(state, { type: 'enabled', kind: 'passkey', recoveryCodes: codes })).toBe(state)
    state = next(state, { type: 'enabled', kind: 'totp', recoveryCodes: codes })
    expect(state).toEqual({ step: 'codes', kind: 'totp', recoveryCodes: codes })
    // The codes stay until the visitor says they are saved.
    expect(next(state, { type: 'cancel' })).toBe(state)
    expect(next(state, { type: 'saved' })).toEqual({
      step: 'on',
      kind: 'totp',
      recoveryCodesLeft: 10,
      sendLimitUsd: null,
      asking: 'nothing',
      busy: false,
    })
  })

  it('turns a passkey factor on straight from off, then shows its recovery codes', () => {
    const off: SecondFactorState = { step: 'off', busy: true }
    const state = next(off, { type: 'enabled', kind: 'passkey', recoveryCodes: codes })
    expect(state).toEqual({ step: 'codes', kind: 'passkey', recoveryCodes: codes })
    expect(next(state, { type: 'saved' })).toMatchObject({
      step: 'on',
      kind: 'passkey',
      recoveryCodesLeft: 10,
    })
    // An app's factor starts with its scan, never from off.
    expect(next(off, { type: 'enabled', kind: 'totp', recoveryCodes: codes })).toBe(off)
    const loaded = next(initialSecondFactor, {
      type: 'loaded',
      status: { enabled: true, kind: 'passkey', recoveryCodesLeft: 3, sendLimitUsd: 10 },
    })
    expect(loaded).toMatchObject({ step: 'on', kind: 'passkey', recoveryCodesLeft: 3, sendLimitUsd: 10 })
  })

  it('cancels a scan back to off, but not while its code is checked', () => {
    const scanning: SecondFactorState = { step: 'scan', setup, busy: false }
    expect(next(scanning, { type: 'cancel' })).toEqual({ step: 'off', busy: false })
    const checking: SecondFactorState = { ...scanning, busy: true }
    expect(next(checking, { type: 'cancel' })).toBe(checking)
  })

  it('asks for a code to turn off, and forgets the refusal when cancelled', () => {
    const status = { enabled: true, kind: 'totp' as const, recoveryCodesLeft: 7, sendLimitUsd: 250 }
    let state = next(initialSecondFactor, { type: 'loaded', status })
    const on = {
      step: 'on',
      kind: 'totp',
      recoveryCodesLeft: 7,
      sendLimitUsd: 250,
      asking: 'nothing',
      busy: false,
    }
    expect(state).toEqual(on)
    state = next(state, { type: 'ask', what: 'turnOff' })
    state = next(next(state, { type: 'started' }), { type: 'failed', error: 'Invalid code' })
    expect(state).toEqual({ ...on, asking: 'turnOff', error: 'Invalid code' })
    expect(next(state, { type: 'cancel' })).toEqual(on)
    // Asking for another change forgets the last refusal too; a new limit loaded ends the asking.
    state = next(state, { type: 'ask', what: 'sendLimit' })
    expect(state).toEqual({ ...on, asking: 'sendLimit' })
    expect(next(next(state, { type: 'started' }), { type: 'ask', what: 'turnOff' })).toMatchObject({
      asking: 'sendLimit',
      busy: true,
    })
    expect(next(state, { type: 'loaded', status: { ...status, sendLimitUsd: null } })).toEqual({
      ...on,
      sendLimitUsd: null,
    })
    expect(
      next(state, { type: 'loaded', status: { enabled: false, recoveryCodesLeft: 0, sendLimitUsd: null } }),
    ).toEqual({
      step: 'off',
      busy: false,
    })
  })

  it('keeps a failed load to tell, and ignores what does not fit the step', () => {
    expect(next(initialSecondFactor, { type: 'loadFailed', error: 'Session expired' })).toEqual({
      step: 'loading',
      error: 'Session expired',
    })
    expect(next(initialSecondFactor, { type: 'setUp', setup })).toBe(initialSecondFactor)
    expect(next(initialSecondFactor, { type: 'started' })).toBe(initialSecondFactor)
    expect(next(initialSecondFactor, { type: 'saved' })).toBe(initialSecondFactor)
  })
})
