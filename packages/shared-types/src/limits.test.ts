import { describe, expect, it } from 'vitest'
import { limits } from './limits'

describe('limits', () => {
  it('holds the timings of docs/behaviour.md#constants-and-limits in milliseconds', () => {
    expect(limits.email.cooldownMs).toBe(30_000)
    expect(limits.toast.delayMs).toBe(150)
    expect(limits.farcaster.backNavigationDelayMs).toBe(100)
    expect(limits.modal.shakeMs).toBe(500)
    expect(limits.balance.retryBackoffMs).toBe(30_000)
    expect(limits.walletCatalogue.searchMinWaitMs).toBe(300)
    expect(limits.sendTransaction.receiptTimeoutMs).toBe(25_000)
    expect(limits.pairing).toEqual({ lifetimeMs: 240_000, expiryMarginMs: 10_000, returnBufferMs: 5_000 })
  })

  it('holds the swap constants', () => {
    expect(limits.swap).toEqual({
      providerFeeRate: 0.0085,
      gasEstimate: 150_000,
      toAmountDecimals: 6,
      defaultSlippagePercent: 1,
    })
  })

  it('holds the wallet catalogue sizes', () => {
    expect(limits.walletCatalogue).toMatchObject({
      pageSize: 40,
      searchSize: 100,
      recommendedCount: 4,
      featuredDefaultCount: 4,
      imagePrefetchCount: 20,
    })
    expect(limits.recentWallets.max).toBe(2)
  })

  it('watches pending transactions only when asked, every 30 s, up to 99', () => {
    expect(limits.pendingTransactions).toEqual({ enabledByDefault: false, pollIntervalMs: 30_000, limit: 99 })
  })

  it('holds the query cache defaults', () => {
    expect(limits.queryCache).toEqual({ retries: 3, retryDelayCapMs: 30_000, gcTimeMs: 300_000 })
  })

  it('holds the onramp fallback limits for card and bank account, and the provider fee range', () => {
    expect(limits.onramp.fallbackCurrencies).toEqual(['USD', 'EUR'])
    expect(limits.onramp.paymentMethodLimits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(limits.onramp.providerFeeRange).toEqual({ min: 0.01, max: 0.02 })
  })

  it('prices in usd', () => {
    expect(limits.fiatCurrency).toBe('usd')
  })
})
