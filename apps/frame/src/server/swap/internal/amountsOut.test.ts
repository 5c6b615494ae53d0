import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { amountsOut } from './amountsOut'

describe('amountsOut', () => {
  it('takes the 0.3 % pool fee off what goes in and rounds what comes out down, pool by pool', () => {
    // 1000 × 997 × 20000 / (10000 × 1000 + 1000 × 997) = 1813.2…
    expect(amountsOut(1_000n, [{ reserveIn: 10_000n, reserveOut: 20_000n }])).toEqual([1_000n, 1_813n])
    // The second pool takes what the first gave: 1813 → 1813 × 997 × 5000 / (40000 × 1000 + 1813 × 997) = 216.1…
    expect(
      amountsOut(1_000n, [
        { reserveIn: 10_000n, reserveOut: 20_000n },
        { reserveIn: 40_000n, reserveOut: 5_000n },
      ]),
    ).toEqual([1_000n, 1_813n, 216n])
    expect(amountsOut(5n, [])).toEqual([5n])
  })

  it('is undefined where the router reverts: nothing in, an empty pool, a product past uint256', () => {
    const pool = { reserveIn: 10_000n, reserveOut: 20_000n }
    expect(amountsOut(0n, [pool])).toBeUndefined()
    // The first pool yields nothing, so nothing goes into the second.
    expect(amountsOut(1n, [{ reserveIn: 10_000n, reserveOut: 1n }, pool])).toBeUndefined()
    expect(amountsOut(1_000n, [{ reserveIn: 0n, reserveOut: 20_000n }])).toBeUndefined()
    expect(amountsOut(1_000n, [{ reserveIn: 10_000n, reserveOut: 0n }])).toBeUndefined()
    expect(amountsOut(maxUint256 / 997n + 1n, [pool])).toBeUndefined()
    expect(amountsOut(maxUint256 / 997n / 20_000n + 1n, [pool])).toBeUndefined()
    expect(amountsOut(maxUint256 / 997n / 20_000n, [pool])).toHaveLength(2)
  })
})
