import type { TransactionHistoryItem, TransactionTransfer } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import activity from '@/i18n/compiled/en/activity'
import { type DescribeContext, describeTransaction } from './describeTransaction'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const context: DescribeContext = {
  account,
  nativeSymbol: 'ETH',
  labels: {},
  timeZone: 'UTC',
  messages: activity.activity,
}

const coin = (
  symbol: string,
  numeric: string,
  direction: TransactionTransfer['direction'],
): TransactionTransfer => ({
  direction,
  quantity: { numeric },
  fungible_info: { name: symbol, symbol },
})
const nft = (name: string, isSpam: boolean): TransactionTransfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name, flags: { is_spam: isSpam } },
})
const item = (
  operationType: string | undefined,
  transfers: TransactionTransfer[],
  metadata: Partial<TransactionHistoryItem['metadata']> = {},
): TransactionHistoryItem => ({
  id: '0x1',
  metadata: {
    minedAt: '2030-03-05T14:02:00.000Z',
    status: 'confirmed',
    ...(operationType ? { operationType } : {}),
    sentFrom: account,
    sentTo: friend,
    ...metadata,
  },
  transfers,
})

describe('describeTransaction', () => {
  it('says what was received, from whom (short address), and when', () => {
    expect(
      describeTransaction(
        item('receive', [coin('ETH', '0.25', 'in')], { sentFrom: friend, sentTo: account }),
        context,
      ),
    ).toEqual({
      kind: 'receive',
      title: 'Received',
      amounts: ['+0.25 ETH'],
      counterparty: { address: friend, text: 'from 0x7099…79C8' },
      time: 'Mar 5, 14:02',
      status: 'confirmed',
    })
  })

  it("writes the words, the time and amounts in the visitor's language", () => {
    const received = describeTransaction(
      item('receive', [coin('ETH', '1234.25', 'in')], { sentFrom: friend, sentTo: account }),
      { ...context, locale: 'de', messages: de.activity as DescribeContext['messages'] },
    )
    expect(received).toMatchObject({
      title: 'Empfangen',
      amounts: ['+1.234,25 ETH'],
      counterparty: { text: 'von 0x7099…79C8' },
      time: '5. März, 14:02',
    })
  })

  it("says what was sent, to the recipient's name when it is known", () => {
    const labels = { [friend.toLowerCase()]: 'ada.latch.id' }
    const sent = describeTransaction(item('send', [coin('ETH', '1.5', 'out')]), { ...context, labels })
    expect(sent).toMatchObject({
      title: 'Sent',
      amounts: ['-1.5 ETH'],
      counterparty: { text: 'to ada.latch.id' },
    })
  })

  it("says a token send went to its transfer's recipient by name, not to the token's contract", () => {
    const labels = { [friend.toLowerCase()]: 'alice.latch.id', [usdl.toLowerCase()]: 'usdl.latch.id' }
    const sent = describeTransaction(
      item('send', [{ ...coin('USDL', '5', 'out'), sender: account, recipient: friend }], { sentTo: usdl }),
      { ...context, labels },
    )
    expect(sent).toMatchObject({
      title: 'Sent',
      amounts: ['-5 USDL'],
      counterparty: { address: friend, text: 'to alice.latch.id' },
    })
  })

  it("says who sent a token by its transfer's sender, the short address without a name", () => {
    const received = describeTransaction(
      item('receive', [{ ...coin('USDL', '5', 'in'), sender: friend, recipient: account }], {
        sentFrom: usdl,
        sentTo: usdl,
      }),
      context,
    )
    expect(received?.counterparty).toEqual({ address: friend, text: 'from 0x7099…79C8' })
  })

  it("names no one for a token send without recipients, whose called address is the token's contract", () => {
    const sent = describeTransaction(item('send', [coin('USDL', '1.5', 'out')], { sentTo: usdl }), context)
    expect(sent?.amounts).toEqual(['-1.5 USDL'])
    expect(sent?.counterparty).toBeUndefined()
  })

  it('reads a swap as what was given, then what came, with grouped thousands', () => {
    const swapped = describeTransaction(
      item('trade', [coin('ETH', '1', 'out'), coin('USDL', '2900.000000', 'in')]),
      context,
    )
    expect(swapped).toMatchObject({ kind: 'swap', title: 'Swapped', amounts: ['1 ETH → 2,900 USDL'] })
    expect(swapped?.counterparty).toBeUndefined()
  })

  it('rounds long amounts to 4 decimals, or 4 significant digits below 1, without float error', () => {
    const amounts = describeTransaction(
      item('receive', [
        coin('ETH', '1234567.123456789012345678', 'in'),
        coin('ETH', '0.000012345', 'in'),
        coin('ETH', '1.99995', 'in'),
        coin('ETH', '0.000000', 'in'),
      ]),
      context,
    )?.amounts
    expect(amounts).toEqual(['+1,234,567.1235 ETH', '+0.00001235 ETH', '+2 ETH', '+0 ETH'])
  })

  it('names approvals, purchases and contract calls (an indexed execute without transfers)', () => {
    expect(describeTransaction(item('approve', []), context)).toMatchObject({
      kind: 'approve',
      title: 'Approved',
    })
    expect(
      describeTransaction(item('buy', [coin('USDL', '100', 'in')], { sentFrom: friend }), context),
    ).toMatchObject({
      kind: 'buy',
      title: 'Bought',
      amounts: ['+100 USDL'],
      counterparty: { text: 'from 0x7099…79C8' },
    })
    expect(describeTransaction(item('execute', [], { sentTo: usdl }), context)).toMatchObject({
      kind: 'call',
      title: 'Contract call',
      amounts: [],
      counterparty: { text: 'to 0x5FbD…0aa3' },
    })
  })

  it('hides an item that moved only spam NFTs, and leaves the spam out of the others', () => {
    expect(describeTransaction(item('receive', [nft('Free Claim', true)]), context)).toBeUndefined()
    expect(
      describeTransaction(item('receive', [nft('Free Claim', true), nft('Punk #7', false)]), context)
        ?.amounts,
    ).toEqual(['+Punk #7'])
  })

  it('says a transaction is pending or failed, and not that it is confirmed', () => {
    expect(describeTransaction(item('send', [], { status: 'pending' }), context)?.statusText).toBe('Pending')
    expect(describeTransaction(item('send', [], { status: 'failed' }), context)?.statusText).toBe('Failed')
    expect(describeTransaction(item('send', []), context)).not.toHaveProperty('statusText')
  })

  it('falls back on the transfers when the operation type is missing, and calls a send to oneself so', () => {
    expect(describeTransaction(item(undefined, [coin('ETH', '1', 'in')]), context)?.title).toBe('Received')
    expect(describeTransaction(item(undefined, [coin('ETH', '1', 'out')]), context)?.title).toBe('Sent')
    expect(
      describeTransaction(item('send', [coin('ETH', '1', 'self')], { sentTo: account }), context),
    ).toMatchObject({ title: 'Sent to self', amounts: ['1 ETH'] })
  })

  it("reads an operation type named like Object.prototype's members as an unknown one", () => {
    for (const operationType of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(describeTransaction(item(operationType, [coin('ETH', '1', 'in')]), context)).toMatchObject({
        kind: 'receive',
        title: 'Received',
      })
      expect(describeTransaction(item(operationType, []), context)).toMatchObject({
        kind: 'other',
        title: 'Transaction',
      })
    }
  })
})
