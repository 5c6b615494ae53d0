import type { TransactionHistoryItem, TransactionTransfer } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { withoutSpam } from '@/activity/withoutSpam'

const coin: TransactionTransfer = {
  direction: 'in',
  quantity: { numeric: '1' },
  fungible_info: { name: 'Ether', symbol: 'ETH' },
}
const nft = (isSpam: boolean): TransactionTransfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: isSpam ? 'Free Claim' : 'Punk', flags: { is_spam: isSpam } },
})
const item = (transfers: TransactionTransfer[]): TransactionHistoryItem => ({
  id: '0x1',
  metadata: { minedAt: '2030-01-01T00:00:00.000Z', operationType: 'receive' },
  transfers,
})

describe('withoutSpam', () => {
  it('hides an item that moved only spam NFTs', () => {
    expect(withoutSpam(item([nft(true), nft(true)]))).toBeUndefined()
  })

  it('drops the spam transfers of an item that moved something else too', () => {
    expect(withoutSpam(item([nft(true), coin, nft(false)]))?.transfers).toEqual([coin, nft(false)])
  })

  it('keeps clean items, and items that moved nothing (contract calls), as they are', () => {
    const clean = item([coin])
    expect(withoutSpam(clean)).toBe(clean)
    const call = item([])
    expect(withoutSpam(call)).toBe(call)
  })
})
