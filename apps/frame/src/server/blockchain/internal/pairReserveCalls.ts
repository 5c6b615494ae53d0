import { pairAbi } from '@/server/blockchain/pairAbi'
import type { Deployment } from '../../chain/Deployment'
import type { PairReserves } from './usdPricesFromReserves'

/**
 * The multicall reads of every deployed pool's reserves, and how to turn their results into
 * PairReserves, so that a caller can put them in the same multicall as its own reads.
 *
 * @example
 * const calls = pairReserveCalls(deployment)
 * const reserves = calls.decode(await client.multicall({ contracts: calls.contracts, allowFailure: false }))
 */
export function pairReserveCalls(deployment: Pick<Deployment, 'pairs'>) {
  return {
    contracts: deployment.pairs.map((pair) => ({
      address: pair.address,
      abi: pairAbi,
      functionName: 'getReserves' as const,
    })),
    decode(results: readonly (readonly [bigint, bigint, number])[]): PairReserves[] {
      return deployment.pairs.flatMap((pair, index) => {
        const result = results[index]
        return result
          ? [{ token0: pair.token0, token1: pair.token1, reserve0: result[0], reserve1: result[1] }]
          : []
      })
    },
  }
}
