import { z } from 'zod'
import { pairAbi } from '@/server/blockchain/pairAbi'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { BaseUnitsParam } from '../blockchain/BaseUnitsParam'
import { CaipAddressParam } from '../blockchain/CaipAddressParam'
import { proxyUpstream } from '../upstream/proxyUpstream'
import type { SwapRoute } from './findSwapRoute'
import { providerFeeRate } from './providerFee'
import { quoteSwap } from './quoteSwap'
import { resolveSwapPair } from './resolveSwapPair'
import type { SwapChain } from './SwapChain'

/**
 * GET /api/v1/convert/quotes: what swapping `amount` (base units of `from`) yields in `to`, after the
 * provider fee. No quotes for an unsupported network, unknown tokens, no route between them, or an
 * amount the pools cannot fill (one that yields nothing, makes the router revert, or is more than a
 * pool on the way holds).
 * `gasPrice` is accepted as the SDK sends it; the quote does not depend on it.
 */
export const convertQuotesRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    amount: BaseUnitsParam,
    userAddress: AccountParam,
    from: CaipAddressParam,
    to: CaipAddressParam,
    gasPrice: BaseUnitsParam.optional(),
  }),
  run: async ({ amount, from, to }, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/convert/quotes')
    const pair = resolveSwapPair(context, from, to)
    if (!pair.ok) return { quotes: [] }
    const quote = await quoteSwap(pair.chain, pair.from, pair.to, amount)
    if (!quote || (await overfillsPools(pair.chain, quote.route, quote.amountIn))) return { quotes: [] }
    return {
      quotes: [
        {
          id: null,
          fromAmount: String(amount),
          fromAccount: from.caipAddress,
          toAmount: String(quote.route.amountOut),
          toAccount: to.caipAddress,
          fee: { rate: providerFeeRate, amount: String(quote.fee) },
        },
      ],
    }
  },
})

/**
 * Whether the swap puts into some pool on its path more than that pool holds of the token going in:
 * it would take over half of the pool's other side whatever the price, which no pool is there to fill.
 */
async function overfillsPools(chain: SwapChain, route: SwapRoute, amountIn: bigint): Promise<boolean> {
  const hops = route.path.slice(1).map((tokenOut, index) => {
    const tokenIn = route.path[index]
    const pair = chain.deployment.pairs.find(
      (candidate) =>
        (candidate.token0 === tokenIn && candidate.token1 === tokenOut) ||
        (candidate.token0 === tokenOut && candidate.token1 === tokenIn),
    )
    if (!pair) throw new Error(`No pool of ${tokenIn} and ${tokenOut} on chain ${chain.network.id}`)
    return { pair, tokenIn }
  })
  const reserves = await Promise.all(
    hops.map(({ pair }) =>
      chain.client.readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' }),
    ),
  )
  let amount = amountIn
  for (const [index, { pair, tokenIn }] of hops.entries()) {
    const [reserve0, reserve1] = reserves[index] ?? [0n, 0n]
    const [reserveIn, reserveOut] = pair.token0 === tokenIn ? [reserve0, reserve1] : [reserve1, reserve0]
    if (amount > reserveIn || reserveIn === 0n) return true
    // What goes on into the next pool, by the pools' own formula (Router02.getAmountOut).
    amount = (amount * 997n * reserveOut) / (reserveIn * 1000n + amount * 997n)
  }
  return false
}
