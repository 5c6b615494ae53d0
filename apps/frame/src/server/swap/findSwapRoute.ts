import type { Address } from 'viem'
import { pairAbi } from '@/server/blockchain/pairAbi'
import type { ChainToken } from '../blockchain/ChainToken'
import type { Deployment } from '../chain/Deployment'
import { findErrorNamed } from '../chain/findErrorNamed'
import { amountsOut, type PoolReserves } from './internal/amountsOut'
import type { SwapChain } from './SwapChain'

/**
 * The pools a swap goes through (as the router's token path), what goes into each and comes out of
 * the last (`amounts`, as the router's getAmountsOut answers), and the reserves it was priced at.
 */
export type SwapRoute = { path: Address[]; amounts: bigint[]; reserves: PoolReserves[]; amountOut: bigint }

type Pool = Deployment['pairs'][number]
type Hop = { tokenIn: Address; pool: Pool }

/**
 * The path from one token to another through the chain's pools, and what `amountIn` yields along it
 * by the router's own math, from the pools' reserves read at once (one multicall, whatever the number
 * of candidate paths), so that a quote costs the node one round trip. The native coin goes in and
 * out as WETH. A direct pool is used when there is one; otherwise the better of the routes through
 * the USD token or WETH. No route (same token after wrapping, no pools, a pool too shallow to yield
 * anything) is undefined.
 *
 * @example
 * const route = await findSwapRoute(chain, ltch, lbtc, 10n ** 18n)
 * route?.path // [LTCH, USDL, LBTC]
 */
export async function findSwapRoute(
  chain: SwapChain,
  from: ChainToken,
  to: ChainToken,
  amountIn: bigint,
): Promise<SwapRoute | undefined> {
  const { deployment } = chain
  const tokenIn = from.address ?? deployment.weth
  const tokenOut = to.address ?? deployment.weth
  const pools = new Map(deployment.pairs.map((pair) => [pairKey(pair.token0, pair.token1), pair]))
  if (tokenIn === tokenOut) return undefined
  const candidates: Address[][] = pools.has(pairKey(tokenIn, tokenOut))
    ? [[tokenIn, tokenOut]]
    : [deployment.usdToken, deployment.weth]
        .filter((via) => via !== tokenIn && via !== tokenOut)
        .map((via) => [tokenIn, via, tokenOut])
  const routes = candidates.flatMap((path) => {
    const hops = hopsOf(path, pools)
    return hops ? [{ path, hops }] : []
  })
  const reserves = await readReserves(chain, [
    ...new Set(routes.flatMap(({ hops }) => hops.map((hop) => hop.pool))),
  ])
  let best: SwapRoute | undefined
  for (const { path, hops } of routes) {
    const route = priceRoute(path, hops, reserves, amountIn)
    if (route && route.amountOut > 0n && (!best || route.amountOut > best.amountOut)) best = route
  }
  return best
}

function pairKey(a: Address, b: Address): string {
  return [a.toLowerCase(), b.toLowerCase()].sort().join(':')
}

/** The pool of each step of `path` as the token going in sees it, or undefined where a step has none. */
function hopsOf(path: readonly Address[], pools: ReadonlyMap<string, Pool>): Hop[] | undefined {
  const hops: Hop[] = []
  for (const [index, tokenIn] of path.slice(0, -1).entries()) {
    const tokenOut = path[index + 1]
    const pool = tokenOut && pools.get(pairKey(tokenIn, tokenOut))
    if (!pool) return undefined
    hops.push({ tokenIn, pool })
  }
  return hops
}

/** Each pool's [reserve0, reserve1], or undefined for a pool whose read reverted (none to trade on). */
async function readReserves(
  chain: SwapChain,
  pools: readonly Pool[],
): Promise<Map<Pool, readonly [bigint, bigint] | undefined>> {
  // The chain's client batches these reads, made in one tick, into one multicall.
  const read = await Promise.all(
    pools.map(async (pool) => {
      try {
        const [reserve0, reserve1] = await chain.client.readContract({
          address: pool.address,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        return [pool, [reserve0, reserve1] as const] as const
      } catch (error) {
        // A revert is the pool saying no; anything else is the node failing.
        if (findErrorNamed(error, ['ContractFunctionRevertedError'])) return [pool, undefined] as const
        throw error
      }
    }),
  )
  return new Map(read)
}

function priceRoute(
  path: Address[],
  hops: readonly Hop[],
  reserves: ReadonlyMap<Pool, readonly [bigint, bigint] | undefined>,
  amountIn: bigint,
): SwapRoute | undefined {
  const oriented: PoolReserves[] = []
  for (const { tokenIn, pool } of hops) {
    const held = reserves.get(pool)
    if (!held) return undefined
    const [reserve0, reserve1] = held
    oriented.push(
      pool.token0.toLowerCase() === tokenIn.toLowerCase()
        ? { reserveIn: reserve0, reserveOut: reserve1 }
        : { reserveIn: reserve1, reserveOut: reserve0 },
    )
  }
  const amounts = amountsOut(amountIn, oriented)
  const amountOut = amounts?.at(-1)
  return amounts && amountOut !== undefined ? { path, amounts, reserves: oriented, amountOut } : undefined
}
