import type { Address } from 'viem'
import type { ChainToken } from '../blockchain/ChainToken'
import { findErrorNamed } from '../chain/findErrorNamed'
import { routerAbi } from './routerAbi'
import type { SwapChain } from './SwapChain'

/** The pools a swap goes through (as the router's token path) and what it yields. */
export type SwapRoute = { path: Address[]; amountOut: bigint }

/**
 * The path from one token to another through the chain's pools, and what `amountIn` yields along it
 * by the router's own math (router.getAmountsOut). The native coin goes in and out as WETH. A direct
 * pool is used when there is one; otherwise the better of the routes through the USD token or WETH.
 * No route (same token after wrapping, no pools, a pool too shallow to yield anything) is undefined.
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
  const pooled = new Set(deployment.pairs.map((pair) => pairKey(pair.token0, pair.token1)))
  const hasPool = (a: Address, b: Address) => pooled.has(pairKey(a, b))
  if (tokenIn === tokenOut) return undefined
  const paths: Address[][] = hasPool(tokenIn, tokenOut)
    ? [[tokenIn, tokenOut]]
    : [deployment.usdToken, deployment.weth]
        .filter(
          (via) => via !== tokenIn && via !== tokenOut && hasPool(tokenIn, via) && hasPool(via, tokenOut),
        )
        .map((via) => [tokenIn, via, tokenOut])
  const routes = await Promise.all(paths.map((path) => quotePath(chain, path, amountIn)))
  let best: SwapRoute | undefined
  for (const route of routes)
    if (route && route.amountOut > 0n && (!best || route.amountOut > best.amountOut)) best = route
  return best
}

function pairKey(a: Address, b: Address): string {
  return [a.toLowerCase(), b.toLowerCase()].sort().join(':')
}

async function quotePath(
  chain: SwapChain,
  path: Address[],
  amountIn: bigint,
): Promise<SwapRoute | undefined> {
  try {
    const amounts = await chain.client.readContract({
      address: chain.deployment.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    const amountOut = amounts.at(-1)
    return amountOut === undefined ? undefined : { path, amountOut }
  } catch (error) {
    // A revert is the router saying no (no liquidity, nothing out); anything else is the node failing.
    if (findErrorNamed(error, ['ContractFunctionRevertedError'])) return undefined
    throw error
  }
}
