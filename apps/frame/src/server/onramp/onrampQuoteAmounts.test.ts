import { describe, expect, it } from 'vitest'
import { type OnrampQuoteInput, onrampQuoteAmounts } from './onrampQuoteAmounts'

const usdl: OnrampQuoteInput = {
  totalCents: 5000n,
  paymentCurrency: 'USD',
  feeRate: 0.01,
  gasUnits: 65_000n,
  gasPriceWei: 1_000_000_000n,
  ethUsdPrice: 3000,
  tokenUsdPrice: 1,
  tokenDecimals: 6,
}

describe('onrampQuoteAmounts', () => {
  it('takes the provider fee and the delivery gas from the total, and buys the token with the rest', () => {
    // 65000 gas × 1 gwei = 0.000065 ETH = 0.195 USD, rounded up to 0.20.
    expect(onrampQuoteAmounts(usdl)).toEqual({
      feeCents: 50n,
      networkFeeCents: 20n,
      subtotalCents: 4930n,
      purchaseBaseUnits: 49_300_000n,
    })
  })

  it('rounds the provider fee up to a cent', () => {
    // 2 % of 10.01 is 0.2002.
    expect(onrampQuoteAmounts({ ...usdl, totalCents: 1001n, feeRate: 0.02 }).feeCents).toBe(21n)
    expect(onrampQuoteAmounts({ ...usdl, totalCents: 1000n, feeRate: 0.02 }).feeCents).toBe(20n)
  })

  it('charges at least a cent of network fee, however cheap the gas', () => {
    const cheap = onrampQuoteAmounts({ ...usdl, gasUnits: 21_000n, gasPriceWei: 1n })
    expect(cheap.networkFeeCents).toBe(1n)
    expect(cheap.subtotalCents).toBe(4949n)
  })

  it('prices a native delivery by its 21000 gas', () => {
    // 21000 × 10 gwei = 0.00021 ETH = 0.63 USD exactly.
    const native = onrampQuoteAmounts({
      ...usdl,
      gasUnits: 21_000n,
      gasPriceWei: 10_000_000_000n,
      tokenUsdPrice: 3000,
      tokenDecimals: 18,
    })
    expect(native.networkFeeCents).toBe(63n)
    // 48.87 USD / 3000 = 0.01629 ETH.
    expect(native.purchaseBaseUnits).toBe(16_290_000_000_000_000n)
  })

  it('rounds the purchase down to the base unit', () => {
    // 49.30 USD / 3 = 16.4333… tokens of 18 decimals.
    expect(onrampQuoteAmounts({ ...usdl, tokenUsdPrice: 3, tokenDecimals: 18 }).purchaseBaseUnits).toBe(
      16_433_333_333_333_333_333n,
    )
    // 49.30 USD / 60000 = 0.000821666… of a token of 8 decimals.
    expect(onrampQuoteAmounts({ ...usdl, tokenUsdPrice: 60_000, tokenDecimals: 8 }).purchaseBaseUnits).toBe(
      82_166n,
    )
  })

  it('converts euros at 1.08 USD, for the network fee and for the purchase', () => {
    // 0.195 USD is 0.18055… EUR, rounded up to 0.19; 49.31 EUR is 53.2548 USD.
    expect(onrampQuoteAmounts({ ...usdl, paymentCurrency: 'EUR' })).toEqual({
      feeCents: 50n,
      networkFeeCents: 19n,
      subtotalCents: 4931n,
      purchaseBaseUnits: 53_254_800n,
    })
  })

  it('buys nothing when the fees take the whole total', () => {
    const drained = onrampQuoteAmounts({ ...usdl, totalCents: 100n, gasPriceWei: 1_000_000_000_000n })
    expect(drained.subtotalCents).toBeLessThanOrEqual(0n)
    expect(drained.purchaseBaseUnits).toBe(0n)
  })

  it('refuses a price that is not a positive number', () => {
    for (const price of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => onrampQuoteAmounts({ ...usdl, tokenUsdPrice: price }), String(price)).toThrow(RangeError)
  })
})
