import { type Address, formatUnits } from 'viem'
import { type ApprovalTransaction, parseTransactionRequest } from '../ApprovalTransaction'
import type { ApprovalWarning } from '../ApprovalWarning'
import type { ApprovalChain, DisplayAmount, KnownToken } from './approvalTypes'
import { type DescribedCall, describeCall } from './describeCall'
import { formatUsd } from './formatUsd'

export type DescribedTransaction = {
  /** The parsed request: what `estimateFee` and `simulateBalanceChanges` take, and what is signed. */
  transaction: ApprovalTransaction
  from: Address
  /** Absent for a contract creation. */
  to?: Address
  /** The native value sent, with its worth in USD when the price is known. */
  value: DisplayAmount & { usd?: string }
  /** What the data does; absent for a plain transfer (no data). */
  call?: DescribedCall
  warnings: ApprovalWarning[]
}

/**
 * eth_sendTransaction's parameters: the transaction read strictly, its value in native and USD, its call decoded.
 *
 * @example
 * readTransaction([{ from, to, value: '0x1' }], { chain, knownTokens, routers, nativeUsdPrice: 2500 })
 */
export function readTransaction(
  params: readonly unknown[],
  context: {
    chain: ApprovalChain
    knownTokens: readonly KnownToken[]
    routers: readonly Address[]
    nativeUsdPrice?: number | undefined
  },
): DescribedTransaction {
  const transaction = parseTransactionRequest(params[0])
  const { chain, nativeUsdPrice } = context
  const value: DescribedTransaction['value'] = {
    raw: transaction.value,
    formatted: formatUnits(transaction.value, 18),
    symbol: chain.nativeSymbol,
    ...(nativeUsdPrice !== undefined &&
      Number.isFinite(nativeUsdPrice) && { usd: formatUsd(transaction.value, 18, nativeUsdPrice) }),
  }
  const warnings: ApprovalWarning[] = []
  if (transaction.chainId !== undefined && transaction.chainId !== chain.id)
    warnings.push({
      code: 'otherChain',
      of: 'transaction',
      requested: String(transaction.chainId),
      chain: { name: chain.name, id: chain.id },
    })
  let call: DescribedCall | undefined
  if (transaction.to === undefined) warnings.push({ code: 'createsContract' })
  else if (transaction.data !== undefined && transaction.data !== '0x') {
    call = describeCall(transaction.data, {
      ...context,
      from: transaction.from,
      to: transaction.to,
      value: transaction.value,
    })
    if ('warnings' in call && call.warnings) warnings.push(...call.warnings)
  }
  return {
    transaction,
    from: transaction.from,
    ...(transaction.to !== undefined && { to: transaction.to }),
    value,
    ...(call && { call }),
    warnings,
  }
}
