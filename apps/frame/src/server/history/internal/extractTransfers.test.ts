import { type Address, getContractAddress, type Hash } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type BlockTransaction,
  extractTransfers,
  type IndexedBlock,
  type SwapLog,
  type TransferLog,
} from './extractTransfers'

const alice: Address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const bob: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const other: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const pair: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash

function tx(n: number, fields: Partial<BlockTransaction> = {}): BlockTransaction {
  return { hash: hash(n), from: alice, to: bob, value: 0n, nonce: n, transactionIndex: 0, ...fields }
}

function block(number: number, transactions: BlockTransaction[]): IndexedBlock {
  return {
    number: BigInt(number),
    hash: hash(1000 + number),
    parentHash: hash(999 + number),
    timestamp: 1_700_000_000n + BigInt(number),
    transactions,
  }
}

function transferLog(
  of: BlockTransaction,
  at: IndexedBlock,
  logIndex: number,
  value: bigint,
  parties: { from: Address; to: Address } = { from: alice, to: bob },
): TransferLog {
  return {
    eventName: 'Transfer',
    address: token,
    blockHash: at.hash,
    transactionHash: of.hash,
    logIndex,
    args: { ...parties, value },
  }
}

const pairs = new Map([[pair.toLowerCase(), { token0: token, token1: other }]])

describe('extractTransfers', () => {
  it('records the value of successful transactions as native transfers, a creation to its new contract', () => {
    const send = tx(1, { value: 5n })
    const reverted = tx(2, { value: 7n, transactionIndex: 1 })
    const creation = tx(3, { to: null, value: 9n, transactionIndex: 2 })
    const call = tx(4, { transactionIndex: 3 })
    const rows = extractTransfers({
      chainId: 31337,
      blocks: [block(10, [send, reverted, creation, call])],
      logs: [],
      succeeded: new Set([send.hash, creation.hash, call.hash]),
      pairs,
    })
    const created = getContractAddress({ from: alice, nonce: 3n }).toLowerCase()
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'native',
        txHash: send.hash,
        logIndex: -1,
        fromAddress: alice.toLowerCase(),
        toAddress: bob.toLowerCase(),
        tokenAddress: null,
        amount: '5',
        blockNumber: 10n,
        minedAt: new Date(1_700_000_010_000),
      }),
      expect.objectContaining({
        kind: 'native',
        txHash: creation.hash,
        toAddress: created,
        txTo: created,
        amount: '9',
      }),
    ])
  })

  it("records non-zero ERC-20 transfers of any contract, between the log's parties, not the transaction's", () => {
    // bob moves alice's tokens to `other` with transferFrom: the transaction goes from bob to the token.
    const send = tx(1, { from: bob, to: token, nonce: 4, transactionIndex: 2 })
    const at = block(11, [send])
    const rows = extractTransfers({
      chainId: 31338,
      blocks: [at],
      logs: [
        transferLog(send, at, 0, 0n, { from: alice, to: other }),
        transferLog(send, at, 1, 42n, { from: alice, to: other }),
      ],
      succeeded: new Set(),
      pairs,
    })
    expect(rows).toEqual([
      {
        chainId: 31338,
        txHash: send.hash,
        blockNumber: 11n,
        txIndex: 2,
        minedAt: new Date(1_700_000_011_000),
        txFrom: bob.toLowerCase(),
        txTo: token.toLowerCase(),
        txNonce: 4,
        logIndex: 1,
        kind: 'token',
        fromAddress: alice.toLowerCase(),
        toAddress: other.toLowerCase(),
        tokenAddress: token.toLowerCase(),
        amount: '42',
      },
    ])
  })

  it("records a deployed pair's Swap as a trade of the sender, with what went in and out", () => {
    const swap = tx(1, { to: other })
    const at = block(12, [swap])
    const swapLog = (address: Address, logIndex: number): SwapLog => ({
      eventName: 'Swap',
      address,
      blockHash: at.hash,
      transactionHash: swap.hash,
      logIndex,
      args: { amount0In: 0n, amount1In: 300n, amount0Out: 100n, amount1Out: 0n, to: bob },
    })
    const rows = extractTransfers({
      chainId: 31337,
      blocks: [at],
      logs: [swapLog(pair, 3), swapLog(bob, 4)],
      succeeded: new Set(),
      pairs,
    })
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'swap',
        logIndex: 3,
        fromAddress: alice.toLowerCase(),
        toAddress: bob.toLowerCase(),
        tokenAddress: other.toLowerCase(),
        amount: '300',
        tokenOutAddress: token.toLowerCase(),
        amountOut: '100',
      }),
    ])
  })

  it('refuses a log from a block it was not given (the chain moved while reading)', () => {
    const send = tx(1)
    const read = block(13, [send])
    const replaced = { ...read, hash: hash(77) }
    expect(() =>
      extractTransfers({
        chainId: 31337,
        blocks: [read],
        logs: [transferLog(send, replaced, 0, 1n)],
        succeeded: new Set(),
        pairs,
      }),
    ).toThrow(/chain moved/)
  })
})
