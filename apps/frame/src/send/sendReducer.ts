import type { Token } from '@latch/shared-types'
import { isNativeToken } from '@/networks/nativeTokenAddress'
import { parseDecimalAmount } from './parseDecimalAmount'
import type { RecipientResolution } from './resolveRecipient'
import { initialSendState, type SendFee, type SendNamespace, type SendState } from './SendState'

export type SendAction =
  | { type: 'start'; key: string; namespace: SendNamespace }
  | { type: 'pickToken'; token: string }
  | { type: 'setAmount'; amount: string }
  | { type: 'setRecipient'; recipient: string }
  /** `recipient` is the text resolved: an answer for text since changed is dropped. */
  | { type: 'recipientResolved'; recipient: string; resolution: RecipientResolution }
  | { type: 'estimateStart' }
  | { type: 'estimated'; fee: SendFee }
  | { type: 'estimateFailed'; error: string }
  | { type: 'edit' }
  | { type: 'confirmStart' }
  | { type: 'declined'; note: string }
  | { type: 'sendFailed'; error: string }
  | { type: 'sent'; hash: string }
  | { type: 'reset' }

// Any change to what is sent makes the last fee estimate and its error stale.
const edited = (state: SendState, change: Partial<SendState>): SendState => ({
  ...state,
  ...change,
  fee: undefined,
  error: undefined,
  note: undefined,
  step: 'edit',
})

/**
 * The Send flow as plain state: a send of another account or network starts afresh (what was typed
 * before the first one began is kept), editing drops the fee estimate (the preview estimates again), an
 * answer for a recipient no longer typed is ignored, and nothing is edited while the wallet or the
 * chain is being waited on.
 *
 * @example
 * sendReducer(initialSendState, { type: 'setRecipient', recipient: 'alice.latch.id' }).resolving // true
 */
export function sendReducer(state: SendState, action: SendAction): SendState {
  const busy = state.step === 'confirming' || state.step === 'sent'
  switch (action.type) {
    case 'start':
      // What was picked or typed before any send began (the flow loads with WalletSend's first
      // showing, a click can come first) is this send's: it is kept.
      if (state.key === undefined) return { ...state, key: action.key, namespace: action.namespace }
      if (action.key !== state.key)
        return { ...initialSendState, key: action.key, namespace: action.namespace }
      return state.step === 'preview' ? { ...state, step: 'edit', note: undefined } : state
    case 'pickToken':
      return busy ? state : edited(state, { token: action.token })
    case 'setAmount':
      return busy ? state : edited(state, { amount: action.amount })
    case 'setRecipient':
      if (busy) return state
      return edited(state, {
        recipient: action.recipient,
        resolved: undefined,
        recipientError: undefined,
        recipientInvalidName: undefined,
        resolving: action.recipient.trim() !== '',
      })
    case 'recipientResolved': {
      if (action.recipient !== state.recipient) return state
      const { resolution } = action
      return {
        ...state,
        resolving: false,
        resolved: resolution.ok ? resolution.recipient : undefined,
        recipientError: resolution.ok ? undefined : resolution.error,
        recipientInvalidName: resolution.ok ? undefined : resolution.invalidName,
      }
    }
    case 'estimateStart':
      return busy ? state : { ...state, estimating: true, error: undefined, note: undefined }
    case 'estimated':
      return busy ? state : { ...state, estimating: false, fee: action.fee, step: 'preview' }
    case 'estimateFailed':
      return busy ? state : { ...state, estimating: false, error: action.error }
    case 'edit':
      return busy ? state : { ...state, step: 'edit', note: undefined, error: undefined }
    case 'confirmStart':
      return state.step === 'preview'
        ? { ...state, step: 'confirming', error: undefined, note: undefined }
        : state
    case 'declined':
      return state.step === 'confirming' ? { ...state, step: 'preview', note: action.note } : state
    case 'sendFailed':
      return state.step === 'confirming' ? { ...state, step: 'preview', error: action.error } : state
    case 'sent':
      return state.step === 'confirming' ? { ...state, step: 'sent', hash: action.hash } : state
    case 'reset':
      return { ...initialSendState, key: state.key, namespace: state.namespace }
  }
}

/** What the input is checked against: the account's balances, and the fee once estimated. */
type SendChecks = {
  tokens: readonly Token[]
  /** The network coin held, in its smallest unit (wei, lamports); undefined while unknown. */
  nativeBalance: bigint | undefined
  /** The estimated fee in the network coin's smallest unit; undefined until the preview estimates it. */
  gasCost: bigint | undefined
  /** Smart accounts skip the gas check (docs/behaviour.md#validation): a paymaster or the account itself may pay. */
  isSmartAccount: boolean
}

/** docs/behaviour.md#validation and #errors. */
export const insufficientBalance = 'Insufficient balance'
/** A send, a swap or a purchase without its token (docs/behaviour.md#validation). */
export const selectToken = 'Select a token'
/** The gas check of docs/behaviour.md#validation, worded as nodes word it. */
export const insufficientGas = 'Insufficient funds for gas'

/**
 * The input error of a send, or undefined when it can be previewed: a token must be picked, the
 * amount must parse (the decimal rule of docs/behaviour.md#validation) and be above 0 and within the token's quantity
 * ('Insufficient balance'), the network coin must pay the fee (docs/behaviour.md#validation: none held, or a fee above
 * what is held, fails; for a send of the coin itself, the amount and the fee together; smart accounts
 * skip it), and the recipient must have resolved.
 *
 * @example
 * validateSend({ ...state, amount: '500' }, { tokens, nativeBalance, gasCost: undefined, isSmartAccount: false })
 * // 'Insufficient balance' when the token's quantity is below 500
 */
export function validateSend(state: SendState, checks: SendChecks): string | undefined {
  const token = checks.tokens.find((candidate) => candidate.address === state.token)
  if (!token) return selectToken
  const amount = parseDecimalAmount(state.amount, token.decimals)
  if (!amount.ok) return amount.error
  if (amount.value === 0n) return 'Enter an amount above 0'
  const held = parseDecimalAmount(token.quantity.numeric, token.decimals)
  if (!held.ok || amount.value > held.value) return insufficientBalance
  if (!checks.isSmartAccount && checks.nativeBalance !== undefined) {
    const spent = (checks.gasCost ?? 0n) + (isNativeToken(token) ? amount.value : 0n)
    if (checks.nativeBalance === 0n || spent > checks.nativeBalance) return insufficientGas
  }
  if (state.recipient.trim() === '') return 'Enter a recipient'
  if (state.resolving) return 'Resolving the name…'
  if (state.recipientError || !state.resolved) return 'Invalid recipient'
  return undefined
}

/**
 * The network coin held, in its smallest unit, from the balances; undefined while they list none.
 *
 * @example
 * nativeBalanceOf([{ ...eth, quantity: { decimals: '18', numeric: '1.5' } }]) // 1_500_000_000_000_000_000n
 */
export function nativeBalanceOf(tokens: readonly Token[]): bigint | undefined {
  const native = tokens.find(isNativeToken)
  if (!native) return undefined
  const held = parseDecimalAmount(native.quantity.numeric, native.decimals)
  return held.ok ? held.value : undefined
}
