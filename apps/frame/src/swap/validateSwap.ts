import type { Token } from '@latch/shared-types'
import { isNativeToken } from '@/networks/nativeTokenAddress'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import { insufficientBalance, insufficientGas, nativeBalanceOf, selectToken } from '@/send/sendReducer'
import type { SwapState } from './SwapState'
import { swapGasCost } from './swapGasCost'

/** docs/behaviour.md#errors: the input error of an amount no pool can quote, and the word beside it (docs/behaviour.md#validation). */
export const incorrectAmount = 'Incorrect amount'
export const enterValidAmount = 'Please enter a valid amount'
/** docs/behaviour.md#errors. */
export const noSwapAddress = 'No address found to swap the tokens from.'

/** Why a swap cannot be reviewed: the action button's label, and a word to show beside it. */
type SwapInputError = { error: string; detail?: string }

/** What the input is checked against. */
type SwapChecks = {
  /** The connected account's address. */
  address: string | undefined
  /** The account's balances on the network. */
  balances: readonly Token[]
  /** Smart accounts skip the gas check (docs/behaviour.md#validation). */
  isSmartAccount: boolean
}

/**
 * The input error of a swap, or undefined when it can be reviewed (docs/behaviour.md#validation, #errors): an address, both
 * tokens, an amount that parses and is above 0, no more than the account holds ('Insufficient
 * balance'), a quote for it ('Incorrect amount' / 'Please enter a valid amount' when none came), and
 * the network coin for the gas (none held, or the gas, plus the amount when the coin is paid, above
 * what is held; skipped for smart accounts and while the coin's balance is unknown).
 *
 * @example
 * validateSwap({ ...state, sourceTokenAmount: '1000000' }, checks) // { error: 'Insufficient balance' }
 */
export function validateSwap(state: SwapState, checks: SwapChecks): SwapInputError | undefined {
  if (!checks.address) return { error: noSwapAddress }
  const { sourceToken, toToken } = state
  if (!sourceToken || !toToken) return { error: selectToken }
  const amount = parseDecimalAmount(state.sourceTokenAmount, sourceToken.decimals)
  if (!amount.ok) return { error: amount.error }
  if (amount.value === 0n) return { error: 'Enter an amount above 0' }
  const held = checks.balances.find(
    (token) => token.address.toLowerCase() === sourceToken.address.toLowerCase(),
  )
  const heldAmount = held && parseDecimalAmount(held.quantity.numeric, sourceToken.decimals)
  if (!heldAmount?.ok || amount.value > heldAmount.value) return { error: insufficientBalance }
  if (state.noQuote && !state.loadingQuote) return { error: incorrectAmount, detail: enterValidAmount }
  const nativeBalance = nativeBalanceOf(checks.balances)
  if (!checks.isSmartAccount && nativeBalance !== undefined) {
    const spent = (swapGasCost(state) ?? 0n) + (isNativeToken(sourceToken) ? amount.value : 0n)
    if (nativeBalance === 0n || spent > nativeBalance) return { error: insufficientGas }
  }
  return undefined
}
