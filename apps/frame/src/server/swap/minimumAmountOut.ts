/**
 * The least a swap may yield before the router reverts it: the quoted amount less the slippage
 * accepted (in percent, to a hundredth of a percent), rounded down.
 *
 * @example
 * minimumAmountOut(1_000_000n, 0.5) // 995000n
 */
export function minimumAmountOut(quotedAmount: bigint, slippagePercent: number): bigint {
  const keptBasisPoints = 10_000n - BigInt(Math.round(slippagePercent * 100))
  return (quotedAmount * keptBasisPoints) / 10_000n
}
