import { describe, expect, it } from 'vitest'
import { emailLoginReducer, initialEmailLoginState, secondsUntilResend } from './emailLoginReducer'

const at = 1_000_000
const submitted = emailLoginReducer(initialEmailLoginState, {
  type: 'submitEmail',
  email: '  ana@latch.test ',
})

describe('emailLoginReducer', () => {
  it('goes from the address to the code, or to the device approval, and counts the cooldown from the mail', () => {
    expect(submitted).toEqual({ step: 'email', email: 'ana@latch.test', busy: true })
    const otp = emailLoginReducer(submitted, { type: 'mailed', action: 'VERIFY_OTP', challengeId: 'c1', at })
    expect(otp).toMatchObject({ step: 'otp', challengeId: 'c1', busy: false, resendAt: at + 30_000 })
    expect(
      emailLoginReducer(submitted, { type: 'mailed', action: 'VERIFY_DEVICE', challengeId: 'd1', at }).step,
    ).toBe('device')
  })

  it('keeps the address and shows the wait when the server refuses a mail', () => {
    const refused = emailLoginReducer(submitted, {
      type: 'refused',
      error: 'Please try again after 12 seconds',
      retryAfterSeconds: 12,
      at,
    })
    expect(refused).toMatchObject({
      step: 'email',
      email: 'ana@latch.test',
      busy: false,
      resendAt: at + 12_000,
    })
    expect(secondsUntilResend(refused, at + 100)).toBe(12)
    expect(secondsUntilResend(refused, at + 12_000)).toBe(0)
  })

  it('a wrong code stays on the code with the tries left; ended tries go back to the address', () => {
    const otp = emailLoginReducer(submitted, { type: 'mailed', action: 'VERIFY_OTP', challengeId: 'c1', at })
    const wrong = emailLoginReducer(emailLoginReducer(otp, { type: 'submitCode' }), {
      type: 'codeRefused',
      error: 'Invalid code',
      attemptsLeft: 4,
      ended: false,
    })
    expect(wrong).toMatchObject({
      step: 'otp',
      challengeId: 'c1',
      busy: false,
      error: 'Invalid code',
      attemptsLeft: 4,
    })
    const ended = emailLoginReducer(wrong, {
      type: 'codeRefused',
      error: 'Too many attempts. Request a new code.',
      ended: true,
    })
    expect(ended).toMatchObject({
      step: 'email',
      email: 'ana@latch.test',
      error: 'Too many attempts. Request a new code.',
    })
    expect(ended.challengeId).toBeUndefined()
  })

  it('a failure while opening the wallet returns to the address with its text', () => {
    const connecting = emailLoginReducer(submitted, { type: 'connecting' })
    expect(connecting.step).toBe('connecting')
    expect(emailLoginReducer(connecting, { type: 'failed', error: 'Session Expired' })).toEqual({
      step: 'email',
      email: 'ana@latch.test',
      busy: false,
      error: 'Session Expired',
    })
  })
})
