import { describe, expect, it } from 'vitest'
import { gasPriceTiers } from './gasPriceTiers'

const gwei = 1_000_000_000n

describe('gasPriceTiers', () => {
  it('steps up from the node price by one block of base-fee rise per tier when blocks paid no tips', () => {
    expect(gasPriceTiers(gwei, undefined)).toEqual({
      standard: gwei,
      fast: 1_125_000_000n,
      instant: 1_265_625_000n,
    })
  })

  it('adds the median tip of recent blocks at each percentile to the next base fee', () => {
    const history = {
      baseFeePerGas: [gwei, gwei, 2n * gwei],
      gasUsedRatio: [0.5, 0.9],
      oldestBlock: 10n,
      reward: [
        [1n * gwei, 3n * gwei, 9n * gwei],
        [1n * gwei, 4n * gwei, 20n * gwei],
        [2n * gwei, 5n * gwei, 30n * gwei],
      ],
    }
    expect(gasPriceTiers(gwei, history)).toEqual({
      standard: 3n * gwei,
      fast: 6n * gwei,
      instant: 22n * gwei,
    })
  })

  it('never goes below the node price and keeps the tiers in order', () => {
    const history = { baseFeePerGas: [1n, 1n], gasUsedRatio: [0], oldestBlock: 1n, reward: [[5n, 1n, 0n]] }
    const tiers = gasPriceTiers(100n, history)
    expect(tiers.standard).toBe(100n)
    expect(tiers.fast).toBeGreaterThanOrEqual(tiers.standard)
    expect(tiers.instant).toBeGreaterThanOrEqual(tiers.fast)
  })
})
