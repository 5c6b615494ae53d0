import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { BaseUnitsParam } from './BaseUnitsParam'

describe('BaseUnitsParam', () => {
  it('reads a positive integer string as a bigint, up to a uint256', () => {
    expect(BaseUnitsParam.parse('1500000')).toBe(1_500_000n)
    expect(BaseUnitsParam.parse(String(maxUint256))).toBe(maxUint256)
  })

  it('refuses zero, decimals, signs, exponents, numbers and more than a uint256', () => {
    for (const value of ['0', '1.5', '-1', '+1', '1e18', ' 1', 1, String(maxUint256 + 1n)])
      expect(BaseUnitsParam.safeParse(value).success, String(value)).toBe(false)
  })
})
