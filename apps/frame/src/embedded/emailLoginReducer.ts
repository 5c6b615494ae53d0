import { limits } from '@latch/shared-types'

/**
 * Where an email login stands: the address typed, then the device approval (an existing account on a
 * device without its share), then the code, then the wallet being opened.
 */
export type EmailLoginState = {
  step: 'email' | 'device' | 'otp' | 'connecting'
  email: string
  /** The challenge the server mailed a code for (device or login). */
  challengeId?: string
  busy: boolean
  error?: string
  /** Epoch ms from which another mail may be asked for (docs/behaviour.md#validation: one per 30 s). */
  resendAt?: number
  attemptsLeft?: number
  /** The host drives this login from its own UI (the headless messages): no view opens for it. */
  headless?: boolean
}

export type EmailLoginAction =
  | { type: 'submitEmail'; email: string; headless?: boolean }
  | { type: 'mailed'; action: 'VERIFY_DEVICE' | 'VERIFY_OTP'; challengeId: string; at: number }
  | { type: 'refused'; error: string; retryAfterSeconds?: number | undefined; at: number }
  | { type: 'submitCode' }
  | { type: 'codeRefused'; error: string; attemptsLeft?: number | undefined; ended: boolean }
  | { type: 'connecting' }
  | { type: 'failed'; error: string }
  | { type: 'reset' }

export const initialEmailLoginState: EmailLoginState = { step: 'email', email: '', busy: false }

/**
 * The email login's state machine (docs/behaviour.md#validation, docs/embedded-wallet.md#logins). A refused code
 * keeps the step with its error and the tries left; a challenge ended by tries or time goes back to
 * the address, which keeps what was typed. A refusal that names a wait moves `resendAt`.
 *
 * @example
 * emailLoginReducer(state, { type: 'mailed', action: 'VERIFY_OTP', challengeId, at: Date.now() }).step // 'otp'
 */
export function emailLoginReducer(state: EmailLoginState, action: EmailLoginAction): EmailLoginState {
  switch (action.type) {
    case 'submitEmail':
      return {
        step: 'email',
        email: action.email.trim(),
        busy: true,
        ...(action.headless ? { headless: true } : {}),
      }
    case 'mailed':
      return {
        ...(state.headless ? { headless: true } : {}),
        step: action.action === 'VERIFY_DEVICE' ? 'device' : 'otp',
        email: state.email,
        challengeId: action.challengeId,
        busy: false,
        resendAt: action.at + limits.email.cooldownMs,
      }
    case 'refused': {
      const { busy: _busy, error: _error, ...rest } = state
      return {
        ...rest,
        busy: false,
        error: action.error,
        ...(action.retryAfterSeconds === undefined
          ? {}
          : { resendAt: action.at + action.retryAfterSeconds * 1000 }),
      }
    }
    case 'submitCode': {
      const { error: _error, ...rest } = state
      return { ...rest, busy: true }
    }
    case 'codeRefused': {
      if (action.ended) {
        const { challengeId: _c, attemptsLeft: _a, ...rest } = state
        return { ...rest, step: 'email', busy: false, error: action.error }
      }
      return {
        ...state,
        busy: false,
        error: action.error,
        ...(action.attemptsLeft === undefined ? {} : { attemptsLeft: action.attemptsLeft }),
      }
    }
    case 'connecting':
      return { ...state, step: 'connecting', busy: true }
    case 'failed':
      return {
        ...(state.headless ? { headless: true } : {}),
        step: 'email',
        email: state.email,
        busy: false,
        error: action.error,
      }
    case 'reset':
      return initialEmailLoginState
  }
}

/**
 * The seconds until another code may be asked for, rounded up as docs/behaviour.md#validation says; 0 when it may.
 *
 * @example
 * secondsUntilResend({ ...state, resendAt: now + 12_100 }, now) // 13
 */
export function secondsUntilResend(state: EmailLoginState, now: number): number {
  return state.resendAt === undefined ? 0 : Math.max(0, Math.ceil((state.resendAt - now) / 1000))
}
