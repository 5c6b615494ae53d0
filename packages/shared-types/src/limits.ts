import type { PaymentMethodLimit } from './OnrampOptions'

const second = 1000
const minute = 60 * second

/** Shaped as `payment_method_limits`, so the fallback onramp options can use it as is. */
const paymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const satisfies readonly PaymentMethodLimit[]

/** The business constants and limits of docs/behaviour.md#constants-and-limits (and the onramp limits of docs/behaviour.md#validation), in one place. */
export const limits = {
  email: { cooldownMs: 30 * second },
  swap: {
    providerFeeRate: 0.0085,
    gasEstimate: 150_000,
    toAmountDecimals: 6,
    /** The slippage a swap accepts unless told otherwise, in percent (the shared constant of docs/behaviour.md#constants-and-limits). */
    defaultSlippagePercent: 1,
  },
  toast: { delayMs: 150 },
  farcaster: { backNavigationDelayMs: 100 },
  modal: { shakeMs: 500 },
  balance: { retryBackoffMs: 30 * second },
  walletCatalogue: {
    searchMinWaitMs: 300,
    pageSize: 40,
    searchSize: 100,
    recommendedCount: 4,
    featuredDefaultCount: 4,
    imagePrefetchCount: 20,
  },
  pendingTransactions: { enabledByDefault: false, pollIntervalMs: 30_000, limit: 99 },
  sendTransaction: { receiptTimeoutMs: 25_000 },
  /**
   * A pairing's URI lives 4 minutes, renewed 10 s early; back on the page from the wallet's app, the
   * phone's paused socket may take a few seconds to bring the wallet's answer (`returnBufferMs`).
   */
  pairing: { lifetimeMs: 4 * minute, expiryMarginMs: 10 * second, returnBufferMs: 5 * second },
  recentWallets: { max: 2 },
  queryCache: { retries: 3, retryDelayCapMs: 30 * second, gcTimeMs: 5 * minute },
  onramp: {
    /** The payment currencies the fallback options list. */
    fallbackCurrencies: ['USD', 'EUR'],
    paymentMethodLimits,
    providerFeeRange: { min: 0.01, max: 0.02 },
  },
  fiatCurrency: 'usd',
} as const
