import type { TransactionHistoryItem, TransactionTransfer } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { transactionCounterparty } from '@/activity/transactionCounterparty'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdlContract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const zero = '0x0000000000000000000000000000000000000000'
const context = { account, nativeSymbol: 'ETH' }
const transfer = (
  symbol: string,
  direction: TransactionTransfer['direction'],
  parties: Pick<TransactionTransfer, 'sender' | 'recipient'> = {},
): TransactionTransfer => ({
  direction,
  ...parties,
  quantity: { numeric: '1' },
  fungible_info: { name: symbol, symbol },
})
const item = (
  operationType: string,
  sentFrom: string,
  sentTo: string,
  transfers: TransactionTransfer[],
): TransactionHistoryItem => ({
  id: '0x1',
  metadata: { minedAt: '2030-01-01T00:00:00.000Z', operationType, sentFrom, sentTo },
  transfers,
})

describe('transactionCounterparty', () => {
  it('names the sender of a receive, whatever it moved', () => {
    expect(
      transactionCounterparty(item('receive', friend, usdlContract, [transfer('USDL', 'in')]), context),
    ).toEqual({ address: friend, role: 'from' })
  })

  it("names the recipient of a coin send, compared case-insensitively with the account's own address", () => {
    expect(
      transactionCounterparty(item('send', account.toLowerCase(), friend, [transfer('ETH', 'out')]), context),
    ).toEqual({
      address: friend,
      role: 'to',
    })
  })

  it("names the recipient of a token send from its transfer, not the token's contract it called", () => {
    expect(
      transactionCounterparty(
        item('send', account, usdlContract, [
          transfer('USDL', 'out', { sender: account, recipient: friend }),
        ]),
        context,
      ),
    ).toEqual({ address: friend, role: 'to' })
  })

  it("names the sender of a received transfer over the transaction's (a transferFrom, a router)", () => {
    expect(
      transactionCounterparty(
        item('receive', carol, usdlContract, [
          transfer('USDL', 'in', { sender: friend, recipient: account }),
        ]),
        context,
      ),
    ).toEqual({ address: friend, role: 'from' })
  })

  it('falls back on the transaction when the transfers name only the account or the zero address (a mint)', () => {
    expect(
      transactionCounterparty(
        item('receive', friend, usdlContract, [transfer('USDL', 'in', { sender: zero, recipient: account })]),
        context,
      ),
    ).toEqual({ address: friend, role: 'from' })
  })

  it('names no one when the transfers went to several others', () => {
    expect(
      transactionCounterparty(
        item('send', account, usdlContract, [
          transfer('USDL', 'out', { sender: account, recipient: friend }),
          transfer('USDL', 'out', { sender: account, recipient: carol }),
        ]),
        context,
      ),
    ).toBeUndefined()
    // The same other party twice, in another case, is one party.
    expect(
      transactionCounterparty(
        item('send', account, usdlContract, [
          transfer('USDL', 'out', { sender: account, recipient: friend }),
          transfer('ETH', 'out', { sender: account, recipient: friend.toLowerCase() }),
        ]),
        context,
      ),
    ).toEqual({ address: friend, role: 'to' })
  })

  it("names no one for a token send without recipients, whose called address is the token's contract", () => {
    expect(
      transactionCounterparty(item('send', account, usdlContract, [transfer('USDL', 'out')]), context),
    ).toBeUndefined()
  })

  it('names the contract of a contract call, and no one for a swap or a send to oneself', () => {
    expect(transactionCounterparty(item('execute', account, usdlContract, []), context)).toEqual({
      address: usdlContract,
      role: 'to',
    })
    expect(
      transactionCounterparty(item('trade', account, friend, [transfer('ETH', 'out')]), context),
    ).toBeUndefined()
    expect(
      transactionCounterparty(item('send', account, account, [transfer('ETH', 'self')]), context),
    ).toBeUndefined()
  })
})
