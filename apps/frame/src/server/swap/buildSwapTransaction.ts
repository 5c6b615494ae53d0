import { type Address, encodeFunctionData } from 'viem'
import type { ChainToken } from '../blockchain/ChainToken'
import type { BuiltTransaction } from './BuiltTransaction'
import { estimateGasOrDefault } from './internal/estimateGasOrDefault'
import { minimumAmountOut } from './minimumAmountOut'
import { quoteSwap } from './quoteSwap'
import { routerAbi } from './routerAbi'
import type { SwapChain } from './SwapChain'

/** How long a built swap stays valid, from the chain's latest block time. */
const swapDeadlineSeconds = 20 * 60

/** A swap transaction, with what it is quoted to yield in base units of the target token. */
type BuiltSwapTransaction = BuiltTransaction & { toAmount: string }

/**
 * The router call that swaps `amount` of `from` for `to` on behalf of `account`, who receives the
 * output: the quote of quoteSwap (provider fee off the input; the fee stays with the user, as the
 * devnet has no fee collector), the least output its slippage allows, a deadline 20 minutes past the
 * latest block. swapExactETHForTokens sends the native coin as value; swapExactTokensForETH unwraps
 * it on the way out. Undefined when there is no quote.
 *
 * @example
 * const tx = await buildSwapTransaction(chain, { account, from: eth, to: usdl, amount: 10n ** 17n, slippagePercent: 1 })
 */
export async function buildSwapTransaction(
  chain: SwapChain,
  input: { account: Address; from: ChainToken; to: ChainToken; amount: bigint; slippagePercent: number },
): Promise<BuiltSwapTransaction | undefined> {
  const { account, from, to, amount, slippagePercent } = input
  const [quote, block] = await Promise.all([
    quoteSwap(chain, from, to, amount),
    chain.client.getBlock({ blockTag: 'latest' }),
  ])
  if (!quote) return undefined
  const { amountIn, route } = quote
  const amountOutMin = minimumAmountOut(route.amountOut, slippagePercent)
  const deadline = block.timestamp + BigInt(swapDeadlineSeconds)
  const data = from.address
    ? encodeFunctionData({
        abi: routerAbi,
        functionName: to.address ? 'swapExactTokensForTokens' : 'swapExactTokensForETH',
        args: [amountIn, amountOutMin, route.path, account, deadline],
      })
    : encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, route.path, account, deadline],
      })
  const value = from.address ? 0n : amountIn
  const router = chain.deployment.router
  const [gas, gasPrice] = await Promise.all([
    estimateGasOrDefault(chain, { account, to: router, data, value }),
    chain.client.getGasPrice(),
  ])
  return {
    from: account,
    to: router,
    data,
    value: String(value),
    eip155: { gas: String(gas), gasPrice: String(gasPrice) },
    toAmount: String(route.amountOut),
  }
}
