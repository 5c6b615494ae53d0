import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { HistoryItem } from '../HistoryItem'
import { type BuildHistoryItemInput, buildHistoryItem, type StoredTransfer } from './buildHistoryItem'

const alice = '0x976ea74026e726554db657fa54763abd0c3a0aa9'
const bob = '0x14dc79964da2c08b23698b3d3cc7ca32193d9955'
const usdl = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const weth = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const router = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0'
const pair = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9'
const mystery = '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9'
const hash = `0x${'ab'.repeat(32)}`
// As items show them.
const [Alice, Bob, Router, Pair] = [alice, bob, router, pair].map((address) => getAddress(address))

function row(fields: Partial<StoredTransfer>): StoredTransfer {
  return {
    chainId: 31337,
    txHash: hash,
    logIndex: -1,
    blockNumber: 40n,
    txIndex: 0,
    minedAt: new Date('2026-01-02T03:04:05Z'),
    txFrom: alice,
    txTo: bob,
    txNonce: 7,
    kind: 'native',
    fromAddress: alice,
    toAddress: bob,
    tokenAddress: null,
    amount: '1500000000000000000',
    tokenOutAddress: null,
    amountOut: null,
    ...fields,
  }
}

function build(
  account: string,
  rows: StoredTransfer[],
  prices = new Map<string, number>(),
  treasury?: ReadonlySet<string>,
) {
  const input: BuildHistoryItemInput = {
    ...(treasury ? { treasury } : {}),
    account,
    chain: {
      caipNetworkId: 'eip155:31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      router,
      weth,
    },
    rows,
    tokens: new Map([
      [usdl, { name: 'Latch USD', symbol: 'USDL', decimals: 6 }],
      [weth, { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 }],
      [mystery, { name: null, symbol: null, decimals: null }],
    ]),
    prices,
    iconUrl: (symbol) => `http://frame.test/api/public/getTokenImage/${symbol}`,
  }
  return HistoryItem.parse(buildHistoryItem(input))
}

describe('buildHistoryItem', () => {
  it('is a send for the sender and a receive for the recipient of a native transfer, priced when a price is known', () => {
    const rows = [row({})]
    const sent = build(alice, rows, new Map([['native', 3000]]))
    expect(sent).toEqual({
      id: hash,
      metadata: {
        operationType: 'send',
        hash,
        minedAt: '2026-01-02T03:04:05.000Z',
        sentFrom: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
        sentTo: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
        status: 'confirmed',
        nonce: 7,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: 'http://frame.test/api/public/getTokenImage/ETH' },
          },
          direction: 'out',
          sender: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
          recipient: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
          quantity: { numeric: '1.5' },
          value: 4500,
          price: 3000,
          nft_info: null,
        },
      ],
    })
    const received = build(bob, rows)
    expect(received.metadata.operationType).toBe('receive')
    expect(received.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        sender: Alice,
        recipient: Bob,
        quantity: { numeric: '1.5' },
      }),
    ])
    expect(received.transfers[0]).not.toHaveProperty('value')
    expect(received.transfers[0]).not.toHaveProperty('price')
  })

  it('is a buy for the recipient of what an onramp treasury sent, and nothing else', () => {
    const treasury = new Set([alice])
    const token = [row({ kind: 'token', logIndex: 0, tokenAddress: usdl, amount: '49300000', txTo: usdl })]
    const bought = build(bob, token, undefined, treasury)
    expect(bought.metadata.operationType).toBe('buy')
    expect(bought.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        sender: Alice,
        recipient: Bob,
        quantity: { numeric: '49.3' },
      }),
    ])
    expect(build(bob, [row({})], undefined, treasury).metadata.operationType).toBe('buy')
    // The treasury's own side is a send; a transfer from anyone else is a receive.
    expect(build(alice, token, undefined, treasury).metadata.operationType).toBe('send')
    expect(build(bob, token, undefined, new Set([router])).metadata.operationType).toBe('receive')
    expect(build(bob, token).metadata.operationType).toBe('receive')
  })

  it("shows only the account's own token transfers, in log order, with the token's decimals and the log's parties", () => {
    const rows = [
      row({ kind: 'token', logIndex: 4, tokenAddress: usdl, amount: '2500000' }),
      row({
        kind: 'token',
        logIndex: 2,
        tokenAddress: usdl,
        amount: '1',
        fromAddress: bob,
        toAddress: alice,
      }),
      row({
        kind: 'token',
        logIndex: 3,
        tokenAddress: usdl,
        amount: '9',
        fromAddress: bob,
        toAddress: mystery,
      }),
    ].map((stored) => ({ ...stored, txTo: usdl }))
    const item = build(alice, rows, new Map([[usdl, 1]]))
    expect(item.metadata.operationType).toBe('send')
    // The transaction called the token's contract: the recipient is the Transfer's, not `sentTo`.
    expect(item.metadata.sentTo).toBe(getAddress(usdl))
    expect(
      item.transfers.map((transfer) => [
        transfer.direction,
        transfer.quantity.numeric,
        transfer.value,
        transfer.sender,
        transfer.recipient,
      ]),
    ).toEqual([
      ['in', '0.000001', 0.000001, Bob, Alice],
      ['out', '2.5', 2.5, Alice, Bob],
    ])
  })

  it('is self for a transfer to oneself, and names what it cannot name', () => {
    const item = build(alice, [
      row({ kind: 'token', logIndex: 0, tokenAddress: mystery, amount: '12', toAddress: alice }),
    ])
    expect(item.metadata.operationType).toBe('send')
    expect(item.transfers).toEqual([
      expect.objectContaining({
        direction: 'self',
        sender: Alice,
        recipient: Alice,
        fungible_info: expect.objectContaining({ name: 'Unknown Token', symbol: 'UNKNOWN' }),
        quantity: { numeric: '12' },
      }),
    ])
  })

  it("is a trade for the sender of a swap, with the ether the router paid it out from the last Swap's WETH", () => {
    const rows = [
      row({
        kind: 'token',
        logIndex: 0,
        tokenAddress: usdl,
        amount: '3000000000',
        toAddress: pair,
        txTo: router,
      }),
      row({
        kind: 'token',
        logIndex: 1,
        tokenAddress: weth,
        amount: '990000000000000000',
        fromAddress: pair,
        toAddress: router,
      }),
      row({
        kind: 'swap',
        logIndex: 3,
        toAddress: router,
        tokenAddress: usdl,
        amount: '3000000000',
        tokenOutAddress: weth,
        amountOut: '990000000000000000',
      }),
    ]
    const item = build(alice, rows)
    expect(item.metadata.operationType).toBe('trade')
    expect(
      item.transfers.map((transfer) => [
        transfer.direction,
        transfer.fungible_info.symbol,
        transfer.quantity.numeric,
        transfer.sender,
        transfer.recipient,
      ]),
    ).toEqual([
      ['out', 'USDL', '3000', Alice, Pair],
      ['in', 'ETH', '0.99', Router, Alice],
    ])
    expect(build(bob, rows).metadata.operationType).toBe('execute')
  })

  it("takes a trade's tokens from its transfers when they reach the account", () => {
    const rows = [
      row({ logIndex: -1, amount: '1000000000000000000', toAddress: router, txTo: router }),
      row({
        kind: 'token',
        logIndex: 5,
        tokenAddress: usdl,
        amount: '2990000000',
        fromAddress: pair,
        toAddress: alice,
      }),
      row({
        kind: 'swap',
        logIndex: 6,
        toAddress: alice,
        tokenAddress: weth,
        amount: '1000000000000000000',
        tokenOutAddress: usdl,
        amountOut: '2990000000',
      }),
    ]
    expect(
      build(alice, rows).transfers.map((transfer) => [
        transfer.direction,
        transfer.fungible_info.symbol,
        transfer.quantity.numeric,
        transfer.sender,
        transfer.recipient,
      ]),
    ).toEqual([
      ['out', 'ETH', '1', Alice, Router],
      ['in', 'USDL', '2990', Pair, Alice],
    ])
  })

  it('is an execute for a transaction the account sent that moved nothing of its own', () => {
    const item = build(alice, [
      row({ kind: 'token', logIndex: 0, tokenAddress: usdl, fromAddress: bob, toAddress: mystery }),
    ])
    expect(item.metadata.operationType).toBe('execute')
    expect(item.transfers).toEqual([])
  })
})
