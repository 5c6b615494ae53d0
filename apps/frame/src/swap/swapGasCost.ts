import { limits } from '@latch/shared-types'
import type { SwapState } from './SwapState'

/**
 * What the transactions still to send will cost in gas, in wei: the approval's gas (when the
 * allowance is short) plus the swap's as the API built it, else the 150000 units of docs/behaviour.md#constants-and-limits, at the
 * built transaction's gas price or the node's. Undefined while no gas price is known.
 *
 * @example
 * swapGasCost({ ...state, gasPrice: 10n, swapTransaction: undefined }) // 1_500_000n
 */
export function swapGasCost(
  state: Pick<SwapState, 'gasPrice' | 'approvalTransaction' | 'swapTransaction'>,
): bigint | undefined {
  const { approvalTransaction: approval, swapTransaction: swap } = state
  const gasPrice = swap?.gasPrice ?? approval?.gasPrice ?? state.gasPrice
  if (gasPrice === undefined) return undefined
  const swapGas = swap?.gas ?? BigInt(limits.swap.gasEstimate)
  return ((approval?.gas ?? 0n) + swapGas) * gasPrice
}
