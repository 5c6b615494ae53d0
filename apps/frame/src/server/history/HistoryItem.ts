import { z } from 'zod'

const Amount = z.object({ amount: z.string(), currency: z.string() })

/**
 * One transaction in an account's history, in the WalletConnect history format that the frame's
 * TransactionsView reads: what kind of operation it was for the account, and what moved to or from
 * it. `value` and `price` are in USD and absent when the token has no price. Each transfer names
 * where its value left and went (`sender`, `recipient`, checksummed): for a token that is its
 * Transfer log's, not the transaction's, whose `sentTo` is the token's contract.
 *
 * A `buy` is a purchase through an onramp provider: in the indexed history, a transfer from the
 * provider's treasury; in the history of one provider (`onramp=<provider>`), a purchase as the
 * provider reports it, with the `onramp` object, `pending` or `failed` until it is delivered, and no
 * nonce (the provider sends it).
 */
export const HistoryItem = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.enum(['send', 'receive', 'trade', 'execute', 'buy']),
    hash: z.string(),
    minedAt: z.iso.datetime(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'pending', 'failed']),
    nonce: z.number().int().optional(),
    chain: z.string(),
  }),
  transfers: z.array(
    z.object({
      fungible_info: z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) }),
      direction: z.enum(['in', 'out', 'self']),
      sender: z.string(),
      recipient: z.string(),
      quantity: z.object({ numeric: z.string() }),
      value: z.number().optional(),
      price: z.number().optional(),
      nft_info: z.null(),
    }),
  ),
  onramp: z
    .object({
      provider: z.string(),
      transactionId: z.string(),
      status: z.enum(['pending', 'success', 'failed']),
      failureReason: z.string().optional(),
      paymentTotal: Amount,
      purchaseAmount: Amount,
    })
    .optional(),
})
export type HistoryItem = z.infer<typeof HistoryItem>
