import { ProviderRpcError } from '@latch/protocol'
import { type Hex, numberToHex } from 'viem'
import type { CallsStatus } from '@/connectors/CallsStatus'
import type { EmbeddedMethod, EmbeddedMethodContext } from '@/connectors/EmbeddedMethodContext'
import { type CallsBatch, decodeCallsId } from './callsId'

type RpcLog = { address: Hex; data: Hex; topics: Hex[] }
type RpcReceipt = {
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
  logs: RpcLog[]
}
type RpcUserOperationReceipt = {
  success: boolean
  actualGasUsed: Hex
  logs: RpcLog[]
  receipt: RpcReceipt
}

/**
 * wallet_getCallsStatus (EIP-5792 v2) for a batch wallet_sendCalls sent from this wallet, read from
 * the chain each time: a smart account's UserOperation from the bundler's receipt (one receipt with
 * the UserOperation's own logs and gas, its success as the status), an EOA batch from each
 * transaction's receipt. An id this wallet did not give is 5730; one of another chain is 5710.
 *
 * @example
 * await walletGetCallsStatus(context) // { version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: true, receipts: [...] }
 */
export const walletGetCallsStatus: EmbeddedMethod<'wallet_getCallsStatus'> = async (context) => {
  const [id] = context.params
  return readCallsStatus(context, id, decodeCallsId(id))
}

/**
 * The status of a decoded batch (what walletGetCallsStatus answers, and what CallsStatus shows).
 *
 * @example
 * await readCallsStatus(context, id, decodeCallsId(id))
 */
async function readCallsStatus(
  context: Pick<EmbeddedMethodContext, 'chainId' | 'readRpc'>,
  id: string,
  batch: CallsBatch,
): Promise<CallsStatus> {
  if (batch.chainId !== context.chainId)
    throw new ProviderRpcError(
      5710,
      `This batch is on chain ${batch.chainId}; switch to it to read its status.`,
    )
  const head = { version: '2.0.0' as const, id, chainId: numberToHex(batch.chainId) }
  if (batch.kind === 'userOperation') {
    const found = (await context.readRpc('eth_getUserOperationReceipt', [
      batch.userOpHash,
    ])) as RpcUserOperationReceipt | null
    if (!found) return { ...head, status: 100, atomic: true }
    const { receipt } = found
    return {
      ...head,
      status: found.success ? 200 : 500,
      atomic: true,
      receipts: [
        {
          logs: found.logs.map(log),
          status: found.success ? '0x1' : '0x0',
          blockHash: receipt.blockHash,
          blockNumber: receipt.blockNumber,
          gasUsed: found.actualGasUsed,
          transactionHash: receipt.transactionHash,
        },
      ],
    }
  }
  const receipts = await Promise.all(
    batch.hashes.map(
      (hash) => context.readRpc('eth_getTransactionReceipt', [hash]) as Promise<RpcReceipt | null>,
    ),
  )
  const mined = receipts.filter((receipt): receipt is RpcReceipt => receipt !== null)
  if (mined.length < receipts.length) return { ...head, status: 100, atomic: false }
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
  return {
    ...head,
    status: succeeded === mined.length ? 200 : succeeded === 0 ? 500 : 600,
    atomic: false,
    receipts: mined.map((receipt) => ({
      logs: receipt.logs.map(log),
      status: receipt.status,
      blockHash: receipt.blockHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      transactionHash: receipt.transactionHash,
    })),
  }
}

// Only the fields EIP-5792 names: a node's log carries more (indexes, removed) that the app can
// read from the transaction receipt itself.
function log({ address, data, topics }: RpcLog) {
  return { address, data, topics }
}
