import { maxUint256 } from 'viem'

/** A pool on a swap's path, by its reserves of the token going in and of the token coming out. */
export type PoolReserves = { reserveIn: bigint; reserveOut: bigint }

/**
 * What `amountIn` becomes through each pool in turn, worked out as the router does it
 * (Router02.getAmountsOut: a 0.3 % pool fee off what goes in, the constant product, rounded down),
 * so that a quote needs only the pools' reserves. The first entry is `amountIn`, the last what comes
 * out. Undefined wherever the router would revert: nothing going into a pool, a pool without
 * reserves, or a product past uint256 (the contract's arithmetic is checked).
 *
 * @example
 * amountsOut(1_000n, [{ reserveIn: 10_000n, reserveOut: 20_000n }]) // [1000n, 1813n]
 */
export function amountsOut(amountIn: bigint, pools: readonly PoolReserves[]): bigint[] | undefined {
  const amounts = [amountIn]
  let amount = amountIn
  for (const { reserveIn, reserveOut } of pools) {
    if (amount <= 0n || reserveIn <= 0n || reserveOut <= 0n) return undefined
    const withFee = amount * 997n
    const numerator = withFee * reserveOut
    const denominator = reserveIn * 1000n + withFee
    // Each of the contract's intermediate products is at most one of these two.
    if (numerator > maxUint256 || denominator > maxUint256) return undefined
    amount = numerator / denominator
    amounts.push(amount)
  }
  return amounts
}
