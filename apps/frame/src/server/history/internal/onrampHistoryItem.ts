import { type Address, getAddress } from 'viem'
import type { OnrampTransaction } from '../../onramp/OnrampTransaction'
import type { HistoryItem } from '../HistoryItem'

type OnrampHistoryItemInput = {
  transaction: OnrampTransaction
  /** Where the provider pays purchases out from (the first treasury address). */
  treasury: Address
  /** The purchased token's name, when the network is one the server knows. */
  tokenName: string | undefined
  iconUrl(symbol: string): string
}

const states = {
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: { history: 'pending', onramp: 'pending' },
  ONRAMP_TRANSACTION_STATUS_SUCCESS: { history: 'confirmed', onramp: 'success' },
  ONRAMP_TRANSACTION_STATUS_FAILED: { history: 'failed', onramp: 'failed' },
} as const

/**
 * A provider's purchase as a history item: a `buy` of the purchased amount coming in to the wallet
 * from the treasury, dated when it completed (else when it was paid), `pending` until delivered or
 * `failed` with the provider's reason, and the purchase itself in `onramp` for the frame to follow.
 * Its hash is the delivery's, empty until sent.
 *
 * @example
 * onrampHistoryItem({ transaction, treasury, tokenName: 'Latch USD', iconUrl: tokenIconUrl }).onramp?.status // 'success'
 */
export function onrampHistoryItem(input: OnrampHistoryItemInput): HistoryItem {
  const { transaction, treasury } = input
  const state = states[transaction.status]
  const wallet = getAddress(transaction.wallet_address)
  const symbol = transaction.purchase_currency
  return {
    id: transaction.transaction_id,
    metadata: {
      operationType: 'buy',
      hash: transaction.tx_hash,
      minedAt: new Date(transaction.completed_at || transaction.created_at).toISOString(),
      sentFrom: treasury,
      sentTo: wallet,
      status: state.history,
      chain: transaction.purchase_network,
    },
    transfers: [
      {
        fungible_info: { name: input.tokenName ?? symbol, symbol, icon: { url: input.iconUrl(symbol) } },
        direction: 'in',
        sender: treasury,
        recipient: wallet,
        quantity: { numeric: transaction.purchase_amount.value },
        nft_info: null,
      },
    ],
    onramp: {
      provider: transaction.provider,
      transactionId: transaction.transaction_id,
      status: state.onramp,
      ...(state.onramp === 'failed' && transaction.failure_reason
        ? { failureReason: transaction.failure_reason }
        : {}),
      paymentTotal: { amount: transaction.payment_total.value, currency: transaction.payment_total.currency },
      purchaseAmount: {
        amount: transaction.purchase_amount.value,
        currency: transaction.purchase_amount.currency,
      },
    },
  }
}
