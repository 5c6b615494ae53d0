import { limits } from '@latch/shared-types'
import type { Address, Hex } from 'viem'
import type { LocalChain } from '../../chain/LocalChain'

/**
 * The gas a transaction of `account` needs by the node's estimate, with a fifth more so that a pool
 * moved by someone else's swap between building and sending does not run it out of gas, and 50,000
 * gas for the pair's two cumulative prices, which it writes only in the first trade of a new block
 * timestamp (an estimate made within the last trade's second leaves them out). When the node
 * cannot estimate (the transaction would revert as things stand, e.g. before the approval is mined),
 * the swap estimate of docs/behaviour.md#constants-and-limits.
 *
 * @example
 * await estimateGasOrDefault(chain, { account, to: router, data, value: 0n }) // 141234n
 */
export async function estimateGasOrDefault(
  chain: LocalChain,
  transaction: { account: Address; to: Address; data: Hex; value: bigint },
): Promise<bigint> {
  try {
    return ((await chain.client.estimateGas(transaction)) * 6n) / 5n + 50_000n
  } catch {
    return BigInt(limits.swap.gasEstimate)
  }
}
