import type { SecondFactorKind, TotpSetupAnswer, TotpStatusAnswer } from '@/embedded/api/totpApi'

/**
 * AccountSettings' two-factor section (docs/passkeys.md#second-factor): asking whether a factor is
 * on; off; showing the secret to scan until the app's first code turns it on (a passkey's factor
 * turns on at once); the recovery codes, shown once; on, with its `kind`, its send limit, and a form
 * (`asking`) that turns it off or sets the limit after a code or the passkey. `busy` while the server
 * is asked; `error` the last refusal.
 */
export type SecondFactorState =
  | { step: 'loading'; error?: string }
  | { step: 'off'; busy: boolean; error?: string }
  | { step: 'scan'; setup: TotpSetupAnswer; busy: boolean; error?: string }
  | { step: 'codes'; kind: SecondFactorKind; recoveryCodes: readonly string[] }
  | {
      step: 'on'
      kind: SecondFactorKind
      recoveryCodesLeft: number
      /** Sends worth more, in USD, ask for a code; null: none do. */
      sendLimitUsd: number | null
      asking: 'nothing' | 'turnOff' | 'sendLimit'
      busy: boolean
      error?: string
    }

export type SecondFactorAction =
  | { type: 'loaded'; status: TotpStatusAnswer }
  | { type: 'loadFailed'; error: string }
  | { type: 'started' }
  | { type: 'failed'; error: string }
  | { type: 'setUp'; setup: TotpSetupAnswer }
  | { type: 'enabled'; kind: SecondFactorKind; recoveryCodes: readonly string[] }
  | { type: 'saved' }
  | { type: 'ask'; what: 'turnOff' | 'sendLimit' }
  | { type: 'cancel' }

export const initialSecondFactor: SecondFactorState = { step: 'loading' }

const statusState = (status: TotpStatusAnswer): SecondFactorState =>
  status.enabled
    ? {
        step: 'on',
        kind: status.kind ?? 'totp',
        recoveryCodesLeft: status.recoveryCodesLeft,
        sendLimitUsd: status.sendLimitUsd,
        asking: 'nothing',
        busy: false,
      }
    : { step: 'off', busy: false }

/** The next state of the section: pure, so that every step is tested without a browser. */
export function secondFactorReducer(state: SecondFactorState, action: SecondFactorAction): SecondFactorState {
  switch (action.type) {
    case 'loaded':
      return statusState(action.status)
    case 'loadFailed':
      return { step: 'loading', error: action.error }
    case 'started':
      if (state.step === 'off' || state.step === 'scan' || state.step === 'on') {
        const { error: _previous, ...rest } = state
        return { ...rest, busy: true }
      }
      return state
    case 'failed':
      if (state.step === 'off' || state.step === 'scan' || state.step === 'on')
        return { ...state, busy: false, error: action.error }
      return state
    case 'setUp':
      return state.step === 'off' ? { step: 'scan', setup: action.setup, busy: false } : state
    case 'enabled':
      return (state.step === 'scan' && action.kind === 'totp') ||
        (state.step === 'off' && action.kind === 'passkey')
        ? { step: 'codes', kind: action.kind, recoveryCodes: action.recoveryCodes }
        : state
    case 'saved':
      return state.step === 'codes'
        ? {
            step: 'on',
            kind: state.kind,
            recoveryCodesLeft: state.recoveryCodes.length,
            sendLimitUsd: null,
            asking: 'nothing',
            busy: false,
          }
        : state
    case 'ask':
      if (state.step === 'on' && !state.busy) {
        const { error: _previous, ...rest } = state
        return { ...rest, asking: action.what }
      }
      return state
    case 'cancel':
      if (state.step === 'scan' && !state.busy) return { step: 'off', busy: false }
      if (state.step === 'on' && !state.busy) {
        const { error: _previous, ...rest } = state
        return { ...rest, asking: 'nothing' }
      }
      return state
  }
}
