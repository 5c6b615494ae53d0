import { describe, expect, it } from 'vitest'
import { quotedEthToUsdl, usdlToken } from './internal/testing/swapFixtures'
import { swapDetails } from './swapDetails'

describe('swapDetails', () => {
  it('works out the USD values, rate, fee, slippage and gas of 1 ETH quoted at 2949.5 USDL', () => {
    const details = swapDetails(quotedEthToUsdl())
    expect(details).toMatchObject({
      sourceUsd: 3000,
      toUsd: 2949.5,
      rate: 2949.5,
      providerFee: '0.0085',
      // 1 % of 2949.5 USDL, and what is left.
      maxSlippage: '29.495',
      minimumReceived: '2920.005',
      gasCostWei: 150_000n * 1_000_000_000n,
    })
    expect(details.providerFeeUsd).toBeCloseTo(25.5, 10)
    expect(details.gasUsd).toBeCloseTo(0.45, 10)
    // 3000 less the fee is 2974.5; 2949.5 is 25 short of it.
    expect(details.priceImpact).toBeCloseTo((25 / 2974.5) * 100, 10)
  })

  it('rounds the fee and the minimum down in base units, as the API does', () => {
    const details = swapDetails({
      ...quotedEthToUsdl(),
      sourceToken: usdlToken,
      sourceTokenAmount: '0.000001',
      toToken: usdlToken,
      toTokenAmount: '0.000099',
      slippage: 0.5,
    })
    expect(details.providerFee).toBe('0')
    // 99 base units less 0.5 % is 98.505, rounded down to 98.
    expect(details.minimumReceived).toBe('0.000098')
  })

  it('leaves out what it cannot know yet', () => {
    const details = swapDetails({
      ...quotedEthToUsdl(),
      toTokenAmount: '',
      tokensPriceMap: {},
      gasPrice: undefined,
    })
    expect(details).toMatchObject({
      sourceUsd: undefined,
      toUsd: undefined,
      rate: undefined,
      priceImpact: undefined,
      minimumReceived: undefined,
      maxSlippage: undefined,
      gasCostWei: undefined,
      gasUsd: undefined,
    })
    expect(details.providerFee).toBe('0.0085')
  })
})
