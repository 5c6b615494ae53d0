import { limits } from '@latch/shared-types'

/** The provider fee rate of docs/behaviour.md#constants-and-limits, as the quotes write it. */
export const providerFeeRate = String(limits.swap.providerFeeRate)

const feeBasisPoints = BigInt(Math.round(limits.swap.providerFeeRate * 10_000))

/**
 * The provider fee (0.85 %, docs/behaviour.md#constants-and-limits) taken from a swap's input, in the input token's base units,
 * rounded down.
 *
 * @example
 * providerFee(1_000_000n) // 8500n
 */
export function providerFee(amount: bigint): bigint {
  return (amount * feeBasisPoints) / 10_000n
}
