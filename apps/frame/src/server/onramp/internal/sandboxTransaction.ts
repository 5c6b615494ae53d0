/**
 * For tests: a purchase as the onramp sandbox's status API lists it (packages/localnet's onramp
 * sandbox), a successful 50 USD card purchase of USDL by default.
 *
 * @example
 * sandboxTransaction({ status: 'ONRAMP_TRANSACTION_STATUS_FAILED', failure_reason: 'Card declined' })
 */
export function sandboxTransaction(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    transaction_id: '3f1c9a52-7d1e-4c57-9a43-2b8f1e0d6a11',
    provider: 'sandpay',
    status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
    failure_reason: '',
    purchase_currency: 'USDL',
    purchase_network: 'eip155:31337',
    purchase_amount: { value: '49.3', currency: 'USDL' },
    payment_total: { value: '50.00', currency: 'USD' },
    payment_method: 'card',
    wallet_address: '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
    tx_hash: `0x${'ab'.repeat(32)}`,
    created_at: '2030-01-01T10:00:00.000Z',
    completed_at: '2030-01-01T10:00:02.000Z',
    ...overrides,
  }
}
