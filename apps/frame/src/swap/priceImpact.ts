import { limits } from '@latch/shared-types'

/**
 * How much less the swap yields, in percent, than the same value at the tokens' USD prices, once
 * the provider fee (docs/behaviour.md#constants-and-limits: 0.85 %, shown apart) is taken from what is paid: what the pools'
 * depth costs. Undefined while a price or the quote is missing; negative when the pools pay more than
 * the prices say.
 *
 * @example
 * priceImpact({ sourceAmount: 1, sourcePrice: 3000, toAmount: 2949.5, toPrice: 1 }) // ≈ 0.84
 */
export function priceImpact(input: {
  sourceAmount: number
  sourcePrice: number | undefined
  toAmount: number
  toPrice: number | undefined
}): number | undefined {
  const { sourceAmount, sourcePrice, toAmount, toPrice } = input
  if (!sourcePrice || !toPrice || !(sourceAmount > 0) || !(toAmount > 0)) return undefined
  const valueIn = sourceAmount * sourcePrice * (1 - limits.swap.providerFeeRate)
  return ((valueIn - toAmount * toPrice) / valueIn) * 100
}
