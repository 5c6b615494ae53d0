import { type Address, getAddress, type Hex, isAddress, isHex, maxUint256 } from 'viem'
import { UnreadableRequestError } from './UnreadableRequestError'

/** An `eth_sendTransaction` request with its quantities as numbers: what is simulated and signed. */
export type ApprovalTransaction = {
  from: Address
  /** Absent for a contract creation. */
  to?: Address
  value: bigint
  /** Absent or `0x` for a plain transfer. */
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  chainId?: number
}

/**
 * Reads the first parameter of `eth_sendTransaction` (JSON-RPC hex quantities; `input` is taken
 * for `data`), strictly: a field that is present but malformed is an error, never dropped, because
 * what is shown must be what is signed.
 *
 * @example
 * const tx = parseTransactionRequest({ from, to, value: '0xde0b6b3a7640000' }) // value: 10n ** 18n
 */
export function parseTransactionRequest(raw: unknown): ApprovalTransaction {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new UnreadableRequestError('The transaction is not an object')
  const fields = raw as Record<string, unknown>
  const tx: ApprovalTransaction = {
    from: address(fields.from, 'from'),
    value: quantity(fields.value, 'value') ?? 0n,
  }
  if (fields.to !== undefined && fields.to !== null) tx.to = address(fields.to, 'to')
  if (fields.data !== undefined && fields.input !== undefined && fields.data !== fields.input)
    throw new UnreadableRequestError('The transaction has both data and input, and they differ')
  const data = fields.data ?? fields.input
  if (data !== undefined && data !== null) {
    if (typeof data !== 'string' || !isHex(data, { strict: true }) || data.length % 2 !== 0)
      throw new UnreadableRequestError('The transaction data is not hex bytes')
    tx.data = data.toLowerCase() as Hex
  }
  if (tx.to === undefined && (tx.data === undefined || tx.data === '0x'))
    throw new UnreadableRequestError('The transaction has no recipient and no contract code')
  for (const name of ['gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    const value = quantity(fields[name] ?? (name === 'gas' ? fields.gasLimit : undefined), name)
    if (value !== undefined) tx[name] = value
  }
  const nonce = quantity(fields.nonce, 'nonce')
  if (nonce !== undefined) tx.nonce = safeNumber(nonce, 'nonce')
  const chainId = quantity(fields.chainId, 'chainId')
  if (chainId !== undefined) tx.chainId = safeNumber(chainId, 'chainId')
  return tx
}

function address(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new UnreadableRequestError(`The transaction's ${name} is not an address`)
  return getAddress(value)
}

// JSON-RPC quantities are hex (`0x1a`); a decimal string or a number is accepted too, as wallets do.
function quantity(value: unknown, name: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  const parsed = parseQuantity(value)
  if (parsed === undefined || parsed > maxUint256)
    throw new UnreadableRequestError(`The transaction's ${name} is not a quantity`)
  return parsed
}

function parseQuantity(value: unknown): bigint | undefined {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  if (typeof value === 'string' && /^\d{1,78}$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'bigint' && value >= 0n) return value
  return undefined
}

function safeNumber(value: bigint, name: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new UnreadableRequestError(`The transaction's ${name} is too large`)
  return Number(value)
}
