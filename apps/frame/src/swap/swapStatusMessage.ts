import { formatAmount } from '@/format/formatUsd'
import { formatToAmount } from './formatToAmount'
import type { SwapState } from './SwapState'

/** docs/behaviour.md#states-and-transitions: what an external wallet's user reads while their wallet asks them to send the swap. */
export const confirmInWallet = 'Confirm transaction in your wallet'
/** docs/behaviour.md#states-and-transitions: what the user reads while the approval is asked for. */
const approveInWallet = 'Approve limit increase in your wallet'

/**
 * What SwapPreview says while a transaction is waited on (docs/behaviour.md#states-and-transitions): the approval asked for, the
 * embedded wallet's swap ('Swapping ETH to 2,987.6543 USDL', approved in ApproveTransaction), or an
 * external wallet asked to confirm. Undefined while nothing is waited on.
 *
 * @example
 * swapStatusMessage({ ...state, pending: 'swap' }, { embedded: false }) // 'Confirm transaction in your wallet'
 */
export function swapStatusMessage(
  state: Pick<SwapState, 'pending' | 'sourceToken' | 'toToken' | 'toTokenAmount'>,
  wallet: { embedded: boolean },
): string | undefined {
  if (state.pending === 'approval') return approveInWallet
  if (state.pending !== 'swap') return undefined
  if (!wallet.embedded) return confirmInWallet
  const amount = formatAmount(formatToAmount(state.toTokenAmount))
  return `Swapping ${state.sourceToken?.symbol ?? ''} to ${amount} ${state.toToken?.symbol ?? ''}`
}
