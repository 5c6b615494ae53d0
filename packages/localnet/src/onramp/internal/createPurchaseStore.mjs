import { formatUnits } from 'viem'

/**
 * One submitted payment of a checkout session.
 * @typedef {object} Purchase
 * @property {import('./verifyCheckout.mjs').Checkout} checkout
 * @property {boolean} accepted whether the payment was taken: then the session is done; a declined
 *   card's is not, and the session may be paid again with another card
 * @property {'IN_PROGRESS' | 'SUCCESS' | 'FAILED'} status
 * @property {string} failureReason '' unless FAILED
 * @property {string} txHash '' until the tokens are sent
 * @property {string} createdAt ISO 8601
 * @property {string} completedAt ISO 8601, '' while in progress
 */

/**
 * A purchase as the status API answers it (the onramp contract, "The sandbox's status API").
 * @typedef {object} ApiTransaction
 * @property {string} transaction_id
 * @property {string} provider
 * @property {string} status
 * @property {string} failure_reason
 * @property {string} purchase_currency
 * @property {string} purchase_network
 * @property {{ value: string, currency: string }} purchase_amount
 * @property {{ value: string, currency: string }} payment_total
 * @property {string} payment_method
 * @property {string} wallet_address
 * @property {string} tx_hash
 * @property {string} created_at
 * @property {string} completed_at
 */

/**
 * @typedef {object} PurchaseStore
 * @property {(session: string) => Purchase | undefined} get
 * @property {(purchase: Purchase) => void} put records a new attempt, as the newest
 * @property {(session: string, change: Partial<Omit<Purchase, 'checkout' | 'createdAt'>>) => void} update
 * @property {(partnerUserId: string) => ApiTransaction[]} list newest first
 */

/**
 * The sandbox's purchases, in memory (it is a sandbox), keeping the newest `max`.
 * @example
 * const store = createPurchaseStore()
 * store.put({ checkout, accepted: true, status: 'IN_PROGRESS', failureReason: '', txHash: '', createdAt, completedAt: '' })
 * store.list(checkout.partnerUserId) // [{ transaction_id: checkout.session, … }]
 * @param {number} [max]
 * @returns {PurchaseStore}
 */
export function createPurchaseStore(max = 10_000) {
  /** @type {Map<string, Purchase>} insertion order is age: a retried session moves to the end */
  const purchases = new Map()
  return {
    get: (session) => purchases.get(session),
    put(purchase) {
      purchases.delete(purchase.checkout.session)
      purchases.set(purchase.checkout.session, purchase)
      for (const session of purchases.keys()) {
        if (purchases.size <= max) break
        purchases.delete(session)
      }
    },
    update(session, change) {
      const purchase = purchases.get(session)
      if (purchase) Object.assign(purchase, change)
    },
    list: (partnerUserId) =>
      [...purchases.values()]
        .filter((purchase) => purchase.checkout.partnerUserId === partnerUserId)
        .reverse()
        .map(toApiTransaction),
  }
}

/**
 * @param {Purchase} purchase
 * @returns {ApiTransaction}
 */
function toApiTransaction({ checkout, status, failureReason, txHash, createdAt, completedAt }) {
  return {
    transaction_id: checkout.session,
    provider: checkout.provider,
    status: `ONRAMP_TRANSACTION_STATUS_${status}`,
    failure_reason: failureReason,
    purchase_currency: checkout.asset,
    purchase_network: `eip155:${checkout.chainId}`,
    purchase_amount: {
      value: formatUnits(checkout.cryptoAmount, checkout.decimals),
      currency: checkout.asset,
    },
    payment_total: { value: checkout.fiatAmount, currency: checkout.fiatCurrency },
    payment_method: checkout.paymentMethod,
    wallet_address: checkout.address,
    tx_hash: txHash,
    created_at: createdAt,
    completed_at: completedAt,
  }
}
