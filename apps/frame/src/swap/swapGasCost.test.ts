import { describe, expect, it } from 'vitest'
import type { SwapTransaction } from './SwapState'
import { swapGasCost } from './swapGasCost'

const built = (gas: bigint, gasPrice: bigint): SwapTransaction => ({
  from: '0x0000000000000000000000000000000000000abc',
  to: '0x0000000000000000000000000000000000000def',
  data: '0x',
  value: 0n,
  gas,
  gasPrice,
})

describe('swapGasCost', () => {
  it("prices the 150000 gas of docs/behaviour.md#constants-and-limits at the node's price until the swap is built", () => {
    expect(swapGasCost({ gasPrice: 2n, approvalTransaction: undefined, swapTransaction: undefined })).toBe(
      300_000n,
    )
  })

  it("uses the built swap's gas and price", () => {
    expect(
      swapGasCost({ gasPrice: 2n, approvalTransaction: undefined, swapTransaction: built(120_000n, 3n) }),
    ).toBe(360_000n)
  })

  it('adds the approval to the swap still to come', () => {
    expect(
      swapGasCost({ gasPrice: 2n, approvalTransaction: built(46_000n, 3n), swapTransaction: undefined }),
    ).toBe((46_000n + 150_000n) * 3n)
  })

  it('is unknown without a gas price', () => {
    expect(
      swapGasCost({ gasPrice: undefined, approvalTransaction: undefined, swapTransaction: undefined }),
    ).toBeUndefined()
  })
})
