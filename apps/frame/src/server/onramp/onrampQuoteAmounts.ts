/** The payment currencies of the local onramp (limits.onramp.fallbackCurrencies). */
export type OnrampPaymentCurrency = 'USD' | 'EUR'

/** What one unit of each payment currency is worth in USD, as a fraction: the fixed local rate 1 EUR = 1.08 USD. */
const usdPerUnit: Record<OnrampPaymentCurrency, { numerator: bigint; denominator: bigint }> = {
  USD: { numerator: 1n, denominator: 1n },
  EUR: { numerator: 108n, denominator: 100n },
}

// USD prices arrive as floats (getTokenUsdPrices); the math runs on them scaled to whole 1e-12 USD.
const priceScale = 10n ** 12n
const weiPerEther = 10n ** 18n

export type OnrampQuoteInput = {
  /** What the user pays, fees included, in cents of `paymentCurrency`. */
  totalCents: bigint
  paymentCurrency: OnrampPaymentCurrency
  /** The provider's fee, as a fraction of the total (0.01 for 1 %). */
  feeRate: number
  /** The gas of the delivery: 21000 for the native coin, 65000 for a token transfer. */
  gasUnits: bigint
  gasPriceWei: bigint
  /** USD per whole ether (the native coin the gas is paid in). */
  ethUsdPrice: number
  /** USD per whole purchased token. */
  tokenUsdPrice: number
  tokenDecimals: number
}

export type OnrampQuoteAmounts = {
  feeCents: bigint
  networkFeeCents: bigint
  /** The total less both fees: what buys the tokens. Zero or less when the fees take it all. */
  subtotalCents: bigint
  /** What the subtotal buys, in the token's base units; zero when the subtotal is not positive. */
  purchaseBaseUnits: bigint
}

/**
 * The local onramp's quote, in whole cents and base units: the provider's fee is the total times its
 * rate, rounded up to a cent; the network fee is the delivery's gas at the node's gas price, valued
 * in ETH's USD price and converted to the payment currency, rounded up to a cent and at least one;
 * the subtotal (the rest) converted to USD buys the token at its USD price, rounded down to its
 * decimals.
 *
 * @example
 * onrampQuoteAmounts({ totalCents: 5000n, paymentCurrency: 'USD', feeRate: 0.01, gasUnits: 65_000n,
 *   gasPriceWei: 1_000_000_000n, ethUsdPrice: 3000, tokenUsdPrice: 1, tokenDecimals: 6 })
 * // { feeCents: 50n, networkFeeCents: 20n, subtotalCents: 4930n, purchaseBaseUnits: 49_300_000n }
 */
export function onrampQuoteAmounts(input: OnrampQuoteInput): OnrampQuoteAmounts {
  const rate = usdPerUnit[input.paymentCurrency]
  const feeBasisPoints = BigInt(Math.round(input.feeRate * 10_000))
  const feeCents = ceilDiv(input.totalCents * feeBasisPoints, 10_000n)
  const ethPrice = scaledPrice(input.ethUsdPrice)
  // wei × (1e-12 USD per ether) × 100 cents, then from USD into the payment currency.
  const networkFeeCents = maxOf(
    1n,
    ceilDiv(
      input.gasUnits * input.gasPriceWei * ethPrice * 100n * rate.denominator,
      weiPerEther * priceScale * rate.numerator,
    ),
  )
  const subtotalCents = input.totalCents - feeCents - networkFeeCents
  const purchaseBaseUnits =
    subtotalCents <= 0n
      ? 0n
      : (subtotalCents * rate.numerator * 10n ** BigInt(input.tokenDecimals) * priceScale) /
        (100n * rate.denominator * scaledPrice(input.tokenUsdPrice))
  return { feeCents, networkFeeCents, subtotalCents, purchaseBaseUnits }
}

function scaledPrice(price: number): bigint {
  const scaled = Number.isFinite(price) ? BigInt(Math.round(price * Number(priceScale))) : 0n
  if (scaled <= 0n) throw new RangeError(`Expected a positive USD price, not ${price}`)
  return scaled
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}
