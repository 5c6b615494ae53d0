import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import type { BuiltTransaction } from './BuiltTransaction'
import { estimateGasOrDefault } from './internal/estimateGasOrDefault'
import type { SwapChain } from './SwapChain'

/**
 * The transaction by which `account` lets the chain's router spend `amount` of `token`, with its gas
 * and the node's gas price.
 *
 * @example
 * const tx = await buildApproveTransaction(chain, { account, token: ltch, amount: maxUint256 })
 * await wallet.sendTransaction({ to: tx.to, data: tx.data, gas: BigInt(tx.eip155.gas), gasPrice: BigInt(tx.eip155.gasPrice) })
 */
export async function buildApproveTransaction(
  chain: SwapChain,
  { account, token, amount }: { account: Address; token: Address; amount: bigint },
): Promise<BuiltTransaction> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [chain.deployment.router, amount],
  })
  const [gas, gasPrice] = await Promise.all([
    estimateGasOrDefault(chain, { account, to: token, data, value: 0n }),
    chain.client.getGasPrice(),
  ])
  return {
    from: account,
    to: token,
    data,
    value: '0',
    eip155: { gas: String(gas), gasPrice: String(gasPrice) },
  }
}
