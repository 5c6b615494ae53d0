import { z } from 'zod'

// The answers of the onramp calls (docs/behaviour.md#calls) as the frame reads them: each is checked before it is
// shown or followed, and text meant for people is kept short.

const text = (max: number) => z.string().max(max)
const decimal = z.string().regex(/^\d{1,30}(?:\.\d{1,36})?$/)

/** GET /api/v1/onramp/options */
export const OnrampOptionsAnswer = z.object({
  purchaseCurrencies: z
    .array(
      z.object({
        id: text(32),
        name: text(100),
        symbol: text(32),
        networks: z.array(
          z.object({
            name: text(100),
            display_name: text(100),
            chain_id: text(32),
            contract_address: text(100),
          }),
        ),
      }),
    )
    .max(200),
  paymentCurrencies: z
    .array(
      z.object({
        id: text(8),
        payment_method_limits: z.array(z.object({ id: text(32), min: decimal, max: decimal })),
      }),
    )
    .max(50),
})
export type OnrampOptionsAnswer = z.infer<typeof OnrampOptionsAnswer>

const Amount = z.object({ amount: decimal, currency: text(32) })

/** POST /api/v1/onramp/quote */
export const OnrampQuoteAnswer = z.object({
  coinbaseFee: Amount,
  networkFee: Amount,
  paymentSubtotal: Amount,
  paymentTotal: Amount,
  purchaseAmount: Amount,
  quoteId: text(200),
})
export type OnrampQuoteAnswer = z.infer<typeof OnrampQuoteAnswer>

/** POST /api/v1/generators/onrampurl: the checkout opens in a popup, so only http(s) is taken. */
export const OnrampUrlAnswer = z.object({
  url: z.url({ protocol: /^https?$/ }).max(4000),
  sessionId: text(200).min(1),
})
export type OnrampUrlAnswer = z.infer<typeof OnrampUrlAnswer>

/** The `onramp` object of a purchase in GET /api/v1/account/{address}/history?onramp=<provider>. */
export const OnrampHistoryEntry = z.object({
  onramp: z.object({
    provider: text(32),
    transactionId: text(200),
    status: z.enum(['pending', 'success', 'failed']),
    failureReason: text(500).optional(),
    paymentTotal: Amount,
    purchaseAmount: Amount,
  }),
})
export type OnrampHistoryEntry = z.infer<typeof OnrampHistoryEntry>
