import { type Address, formatUnits } from 'viem'
import type { Deployment } from '../../chain/Deployment'

/** A pool's two tokens and what it holds of each, in base units. */
export type PairReserves = { token0: Address; token1: Address; reserve0: bigint; reserve1: bigint }

type Candidate = { price: number; depthUsd: number }

/**
 * The USD price of one whole token, keyed by lowercased address, plus `native` (the price of WETH,
 * which the native token wraps into). The USD token is worth 1; a token paired with it takes the
 * pool's spot price, and a token paired only with other priced tokens is priced through them, one
 * hop further each round, so that a direct pool always wins over a longer route. When several pools
 * could price a token in the same round, the one holding the most USD on the priced side wins, being
 * the hardest to move. Tokens no pool reaches are left out.
 *
 * @example
 * usdPricesFromReserves(deployment, [{ token0: weth, token1: usdl, reserve0: 10n ** 21n, reserve1: 3n * 10n ** 12n }])
 * // Map { usdl → 1, weth → 3000, 'native' → 3000 }
 */
export function usdPricesFromReserves(
  deployment: Pick<Deployment, 'usdToken' | 'weth' | 'tokens'>,
  pairs: readonly PairReserves[],
): Map<string, number> {
  const decimals = new Map(deployment.tokens.map((token) => [token.address.toLowerCase(), token.decimals]))
  const prices = new Map<string, number>([[deployment.usdToken.toLowerCase(), 1]])
  for (;;) {
    const found = new Map<string, Candidate>()
    for (const pair of pairs) {
      const sides = [
        { token: pair.token0.toLowerCase(), reserve: pair.reserve0 },
        { token: pair.token1.toLowerCase(), reserve: pair.reserve1 },
      ] as const
      for (const [known, other] of [sides, [sides[1], sides[0]] as const]) {
        const knownPrice = prices.get(known.token)
        const knownDecimals = decimals.get(known.token)
        const otherDecimals = decimals.get(other.token)
        if (knownPrice === undefined || prices.has(other.token)) continue
        if (knownDecimals === undefined || otherDecimals === undefined) continue
        if (known.reserve === 0n || other.reserve === 0n) continue
        const depthUsd = Number(formatUnits(known.reserve, knownDecimals)) * knownPrice
        const price = depthUsd / Number(formatUnits(other.reserve, otherDecimals))
        const best = found.get(other.token)
        if (!best || best.depthUsd < depthUsd) found.set(other.token, { price, depthUsd })
      }
    }
    if (found.size === 0) break
    for (const [token, { price }] of found) prices.set(token, price)
  }
  const wethPrice = prices.get(deployment.weth.toLowerCase())
  if (wethPrice !== undefined) prices.set('native', wethPrice)
  return prices
}
