import type { FeeHistory } from 'viem'

/** Gas prices in wei for three speeds, slowest first. */
export type GasPriceTiers = { standard: bigint; fast: bigint; instant: bigint }

/** The fee history percentiles of recent tips that the three tiers start from. */
export const tierPercentiles = [25, 50, 90]

// EIP-1559 lets the base fee rise by at most 1/8 per block: each faster tier can pay for one more
// full block before it is included.
const oneBlockRise = (price: bigint) => (price * 1125n) / 1000n

function median(values: bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor(sorted.length / 2)] ?? 0n
}

/**
 * The standard, fast and instant gas prices from the node's gas price and its recent fee history:
 * the next block's base fee plus the median tip recent blocks paid at each tier's percentile, never
 * below the node's own price, and each tier at least one block's base-fee rise above the one before.
 *
 * @example
 * gasPriceTiers(1_000_000_000n, undefined) // { standard: 1000000000n, fast: 1125000000n, instant: 1265625000n }
 */
export function gasPriceTiers(gasPrice: bigint, history: FeeHistory | undefined): GasPriceTiers {
  const nextBaseFee = history?.baseFeePerGas.at(-1) ?? 0n
  const tip = (tier: number) => median((history?.reward ?? []).map((rewards) => rewards[tier] ?? 0n))
  const max = (a: bigint, b: bigint) => (a > b ? a : b)
  const standard = max(gasPrice, nextBaseFee + tip(0))
  const fast = max(oneBlockRise(standard), nextBaseFee + tip(1))
  const instant = max(oneBlockRise(fast), nextBaseFee + tip(2))
  return { standard, fast, instant }
}
