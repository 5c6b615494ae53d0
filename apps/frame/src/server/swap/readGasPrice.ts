import type { LocalChain } from '../chain/LocalChain'
import { type GasPriceTiers, gasPriceTiers, tierPercentiles } from './internal/gasPriceTiers'

/**
 * The chain's standard, fast and instant gas prices in wei, from eth_gasPrice and the fee history of
 * the last 10 blocks (a node without fee history gets tiers over its gas price alone).
 *
 * @example
 * const { standard, fast, instant } = await readGasPrice(chain)
 */
export async function readGasPrice(chain: LocalChain): Promise<GasPriceTiers> {
  const [gasPrice, history] = await Promise.all([
    chain.client.getGasPrice(),
    chain.client.getFeeHistory({ blockCount: 10, rewardPercentiles: tierPercentiles }).catch(() => undefined),
  ])
  return gasPriceTiers(gasPrice, history)
}
