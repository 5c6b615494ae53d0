import { describe, expect, it } from 'vitest'
import { sandboxTransaction } from '../../onramp/internal/sandboxTransaction'
import { OnrampTransaction } from '../../onramp/OnrampTransaction'
import { HistoryItem } from '../HistoryItem'
import { onrampHistoryItem } from './onrampHistoryItem'

const treasury = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const wallet = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

function item(overrides: Record<string, unknown>, known = true) {
  const tokenName = known ? 'Latch USD' : undefined
  const transaction = OnrampTransaction.parse(sandboxTransaction(overrides))
  return HistoryItem.parse(
    onrampHistoryItem({ transaction, treasury, tokenName, iconUrl: (symbol) => `/icon/${symbol}` }),
  )
}

describe('onrampHistoryItem', () => {
  it('shows a delivered purchase as a confirmed buy of the tokens, from the treasury to the wallet', () => {
    expect(item({})).toEqual({
      id: '3f1c9a52-7d1e-4c57-9a43-2b8f1e0d6a11',
      metadata: {
        operationType: 'buy',
        hash: `0x${'ab'.repeat(32)}`,
        minedAt: '2030-01-01T10:00:02.000Z',
        sentFrom: treasury,
        sentTo: wallet,
        status: 'confirmed',
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: { name: 'Latch USD', symbol: 'USDL', icon: { url: '/icon/USDL' } },
          direction: 'in',
          sender: treasury,
          recipient: wallet,
          quantity: { numeric: '49.3' },
          nft_info: null,
        },
      ],
      onramp: {
        provider: 'sandpay',
        transactionId: '3f1c9a52-7d1e-4c57-9a43-2b8f1e0d6a11',
        status: 'success',
        paymentTotal: { amount: '50.00', currency: 'USD' },
        purchaseAmount: { amount: '49.3', currency: 'USDL' },
      },
    })
  })

  it('shows a purchase not yet delivered as pending, dated when it was paid, without a hash', () => {
    const pending = item({ status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', tx_hash: '', completed_at: '' })
    expect(pending.metadata).toMatchObject({
      status: 'pending',
      hash: '',
      minedAt: '2030-01-01T10:00:00.000Z',
    })
    expect(pending.onramp).toMatchObject({ status: 'pending' })
    expect(pending.onramp).not.toHaveProperty('failureReason')
  })

  it("shows a declined payment as failed with the provider's reason", () => {
    const failed = item({
      status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
      failure_reason: 'Card declined',
      tx_hash: '',
      completed_at: '2030-01-01T10:00:01+02:00',
    })
    expect(failed.metadata).toMatchObject({ status: 'failed', minedAt: '2030-01-01T08:00:01.000Z' })
    expect(failed.onramp).toMatchObject({ status: 'failed', failureReason: 'Card declined' })
  })

  it('names the token by its symbol on a network the server does not know', () => {
    expect(item({ purchase_currency: 'ETH' }, false).transfers[0]?.fungible_info).toEqual({
      name: 'ETH',
      symbol: 'ETH',
      icon: { url: '/icon/ETH' },
    })
  })
})
