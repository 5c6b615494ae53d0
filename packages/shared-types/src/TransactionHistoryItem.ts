import type { CaipNetworkId } from './CaipNetworkId'

/** The outcome of a history entry. */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** One asset movement inside a history entry; field names follow the wire format. */
export interface TransactionTransfer {
  direction: 'in' | 'out' | 'self'
  /**
   * Where this transfer's value left and went: for a token, its Transfer log's parties, which
   * `metadata.sentTo` (the token's contract) is not. Upstream history services may omit them.
   */
  sender?: string | undefined
  recipient?: string | undefined
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
  /** NFTs flagged as spam are hidden from the list. */
  nft_info?:
    | {
        name: string
        content?: { preview?: { url: string; content_type?: string | undefined } | undefined } | undefined
        flags: { is_spam: boolean }
      }
    | undefined
}

/** One entry of GET /v1/account/{account}/history (docs/behaviour.md#entities, #calls). */
export interface TransactionHistoryItem {
  id: string
  metadata: {
    /** ISO 8601; the list groups by its year then month, newest first. */
    minedAt: string
    chain?: CaipNetworkId | undefined
    status?: TransactionStatus | undefined
    hash?: string | undefined
    operationType?: string | undefined
    sentFrom?: string | undefined
    sentTo?: string | undefined
    nonce?: number | undefined
  }
  transfers: readonly TransactionTransfer[]
  /**
   * A purchase through an onramp provider (operationType 'buy', in the history of `onramp=<provider>`):
   * how it stands with the provider, what was paid and what it buys.
   */
  onramp?:
    | {
        provider: string
        transactionId: string
        status: 'pending' | 'success' | 'failed'
        failureReason?: string | undefined
        paymentTotal: { amount: string; currency: string }
        purchaseAmount: { amount: string; currency: string }
      }
    | undefined
}
