import {
  BaseError,
  decodeErrorResult,
  ExecutionRevertedError,
  type Hex,
  InsufficientFundsError,
  RawContractError,
} from 'viem'

/**
 * Why a call reverted, in words: its `Error(string)`, its panic, its custom error's selector, or none given.
 *
 * @example
 * reasonFromRevertData(call.data) // 'ERC20: insufficient balance'
 */
export function reasonFromRevertData(data: Hex | undefined): string {
  if (!data || data === '0x') return 'The transaction reverted without a reason'
  try {
    const decoded = decodeErrorResult({ data })
    if (decoded.errorName === 'Error') return String(decoded.args[0])
    if (decoded.errorName === 'Panic') return `Panic ${String(decoded.args[0])}`
  } catch {
    // A custom error of a contract whose ABI we do not have.
  }
  return `The contract refused it (error ${data.slice(0, 10)})`
}

/**
 * The reason a node gave for refusing a call or a gas estimate, or undefined when the error is not
 * a refusal of the transaction itself (a network failure, a node that lacks the method): those are
 * thrown on, since they say nothing about the transaction.
 *
 * @example
 * const reason = reasonFromNodeError(error)
 * if (reason === undefined) throw error
 */
export function reasonFromNodeError(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  if (error.walk((cause) => cause instanceof InsufficientFundsError))
    return 'The account cannot pay for this transaction: its value and fee exceed its balance'
  const raw = error.walk((cause) => cause instanceof RawContractError) as RawContractError | null
  if (raw && typeof raw.data === 'string') return reasonFromRevertData(raw.data)
  const reverted = error.walk((cause) => cause instanceof ExecutionRevertedError)
  if (reverted instanceof ExecutionRevertedError) {
    const data = (reverted.cause as { data?: unknown } | undefined)?.data
    if (typeof data === 'string' && data.startsWith('0x')) return reasonFromRevertData(data as Hex)
    const details = reverted.details.replace(/^execution reverted:?\s*/i, '')
    return details || 'The transaction reverted without a reason'
  }
  return undefined
}
