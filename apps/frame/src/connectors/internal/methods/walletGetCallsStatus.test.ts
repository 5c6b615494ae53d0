import { describe, expect, it } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { encodeCallsId } from './callsId'
import { fakeMethodContext } from './testing/fakeMethodContext'
import { walletGetCallsStatus } from './walletGetCallsStatus'

const userOpHash = `0x${'0a'.repeat(32)}` as const
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const transferLog = { address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', data: '0x01', topics: ['0xdd'] }
const receipt = (transactionHash: string, status: string) => ({
  transactionHash,
  status,
  blockHash: `0x${'bb'.repeat(32)}`,
  blockNumber: '0x10',
  gasUsed: '0x5208',
  logs: [{ ...transferLog, logIndex: '0x0', removed: false }],
})

describe('wallet_getCallsStatus of a UserOperation', () => {
  const id = encodeCallsId({ chainId: 31337, kind: 'userOperation', userOpHash })

  it('is pending (100) while the bundler has no receipt', async () => {
    const context = fakeMethodContext({ params: [id], reads: { eth_getUserOperationReceipt: () => null } })
    expect(await runEmbeddedMethod('wallet_getCallsStatus', walletGetCallsStatus, context)).toEqual({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      status: 100,
      atomic: true,
    })
    expect(context.readRpc).toHaveBeenCalledWith('eth_getUserOperationReceipt', [userOpHash])
  })

  it.each([
    [true, 200, '0x1'],
    [false, 500, '0x0'],
  ])('success %s is %s, with the UserOperation own logs and gas', async (success, status, receiptStatus) => {
    const context = fakeMethodContext({
      params: [id],
      reads: {
        eth_getUserOperationReceipt: () => ({
          success,
          actualGasUsed: '0x2a',
          logs: [transferLog],
          receipt: receipt(tx(9), '0x1'),
        }),
      },
    })
    expect(await runEmbeddedMethod('wallet_getCallsStatus', walletGetCallsStatus, context)).toEqual({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      status,
      atomic: true,
      receipts: [
        {
          logs: [transferLog],
          status: receiptStatus,
          blockHash: `0x${'bb'.repeat(32)}`,
          blockNumber: '0x10',
          gasUsed: '0x2a',
          transactionHash: tx(9),
        },
      ],
    })
  })
})

describe('wallet_getCallsStatus of an EOA batch', () => {
  const id = encodeCallsId({ chainId: 31337, kind: 'transactions', hashes: [tx(1), tx(2)] })
  const withReceipts = (receipts: Record<string, object | null>) =>
    fakeMethodContext({
      params: [id],
      reads: { eth_getTransactionReceipt: (params) => receipts[(params as string[])[0] ?? ''] ?? null },
    })

  it('is pending (100) until every transaction is mined', async () => {
    const context = withReceipts({ [tx(1)]: receipt(tx(1), '0x1') })
    expect(await runEmbeddedMethod('wallet_getCallsStatus', walletGetCallsStatus, context)).toMatchObject({
      status: 100,
      atomic: false,
    })
  })

  it.each([
    ['0x1', '0x1', 200],
    ['0x1', '0x0', 600],
    ['0x0', '0x0', 500],
  ])('%s then %s is %s, with both receipts in order', async (first, second, status) => {
    const context = withReceipts({ [tx(1)]: receipt(tx(1), first), [tx(2)]: receipt(tx(2), second) })
    const answer = await runEmbeddedMethod('wallet_getCallsStatus', walletGetCallsStatus, context)
    expect(answer).toMatchObject({ status, atomic: false })
    expect(answer).toHaveProperty(['receipts', 1, 'transactionHash'], tx(2))
    expect(answer).toHaveProperty(['receipts', 0, 'logs'], [transferLog])
  })
})

describe('wallet_getCallsStatus refuses', () => {
  it.each([
    ['an id it did not give (5730)', ['batch-of-another-wallet'], 5730],
    [
      'a batch of another chain (5710)',
      [encodeCallsId({ chainId: 31338, kind: 'userOperation', userOpHash })],
      5710,
    ],
    ['no id (-32602)', [], -32602],
  ])('%s', async (_, params, code) => {
    await expect(
      runEmbeddedMethod('wallet_getCallsStatus', walletGetCallsStatus, fakeMethodContext({ params })),
    ).rejects.toMatchObject({ code })
  })
})
