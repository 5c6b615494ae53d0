import { type Address, getAddress, type Hex, isAddress } from 'viem'
import type { SmartCall } from '@/connectors/EmbeddedMethodContext'
import type { ApprovalWarning } from '../ApprovalWarning'
import { readUserOperationCalls } from '../readUserOperationCalls'
import { UnreadableRequestError } from '../UnreadableRequestError'
import type { ApprovalChain, KnownToken } from './approvalTypes'
import { type DescribedTransaction, readTransaction } from './describeTransaction'

/** One call of a batch as ApproveTransaction shows it: a transaction's description without a fee. */
export type DescribedBatchCall = Pick<DescribedTransaction, 'to' | 'value' | 'call' | 'warnings'>

/** A batch of calls (wallet_sendCalls, or a UserOperation's execute/executeBatch), in order. */
export type DescribedBatch = {
  account: Address
  /** The calls, each with what it does. */
  calls: DescribedBatchCall[]
  /** What the wallet sends and simulates: the calls as parsed. */
  sent: SmartCall[]
  /** Every call's warnings, with its number, for the top of the view. */
  warnings: ApprovalWarning[]
}

type BatchContext = {
  chain: ApprovalChain
  knownTokens: readonly KnownToken[]
  routers: readonly Address[]
  nativeUsdPrice?: number | undefined
  account?: Address | undefined
}

/**
 * wallet_sendCalls's parameters: each call read as a transaction from the account (its value in
 * native and USD, its data decoded, its warnings), in order. The account is the request's `from`,
 * else the one that approves.
 *
 * @example
 * readBatch([{ chainId: '0x7a69', calls: [{ to: usdl, data: approve }, { to: router, data: swap }] }], context)
 */
export function readBatch(params: readonly unknown[], context: BatchContext): DescribedBatch {
  const request = params[0]
  if (typeof request !== 'object' || request === null)
    throw new UnreadableRequestError('The batch is not an object')
  const { from, calls, chainId } = request as { from?: unknown; calls?: unknown; chainId?: unknown }
  if (!Array.isArray(calls) || calls.length === 0) throw new UnreadableRequestError('The batch has no calls')
  const account = accountOf(typeof from === 'string' ? from : context.account)
  const described = describeCalls(
    account,
    calls.map((call) => ({ ...(call as object), from: account })),
    context,
  )
  if (chainId !== undefined && Number(chainId) !== context.chain.id)
    described.warnings.unshift({
      code: 'otherChain',
      of: 'batch',
      requested: String(Number(chainId)),
      chain: { name: context.chain.name, id: context.chain.id },
    })
  return described
}

/**
 * eth_sendUserOperation's parameters: the calls its callData makes the smart account do, each
 * described as readBatch describes a call.
 *
 * @example
 * readUserOperation([{ sender, callData }], context)
 */
export function readUserOperation(params: readonly unknown[], context: BatchContext): DescribedBatch {
  const operation = params[0] as { sender?: unknown; callData?: unknown } | undefined
  if (typeof operation?.callData !== 'string')
    throw new UnreadableRequestError('The UserOperation has no callData')
  const account = accountOf(typeof operation.sender === 'string' ? operation.sender : context.account)
  const calls = readUserOperationCalls(operation.callData as Hex).map((call) => ({
    from: account,
    to: call.to,
    value: `0x${(call.value ?? 0n).toString(16)}`,
    data: call.data,
  }))
  return describeCalls(account, calls, context)
}

function describeCalls(account: Address, calls: readonly unknown[], context: BatchContext): DescribedBatch {
  const described = calls.map((call) => readTransaction([call], context))
  const warnings = described.flatMap((call, index) =>
    call.warnings.map(
      (warning): ApprovalWarning =>
        calls.length > 1 ? { code: 'inCall', call: index + 1, warning } : warning,
    ),
  )
  return {
    account,
    calls: described.map(({ to, value, call, warnings: callWarnings }) => ({
      ...(to !== undefined && { to }),
      value,
      ...(call && { call }),
      warnings: callWarnings,
    })),
    sent: described.map(({ transaction }) => {
      if (!transaction.to) throw new UnreadableRequestError('A call of the batch has no recipient')
      return {
        to: transaction.to,
        value: transaction.value,
        ...(transaction.data !== undefined && { data: transaction.data }),
      }
    }),
    warnings,
  }
}

function accountOf(value: string | undefined): Address {
  if (value === undefined || !isAddress(value, { strict: false }))
    throw new UnreadableRequestError('The batch names no account')
  return getAddress(value)
}
