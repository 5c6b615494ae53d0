import { type Address, type Hex, hexToBigInt, isAddress, isHex } from 'viem'
import { RpcError } from './RpcError'

/** An `eth_sendTransaction` parameter with its quantities as numbers, ready for viem. */
export type RpcTransaction = {
  from: Address
  to: Address | undefined
  data: Hex | undefined
  value: bigint | undefined
  gas: bigint | undefined
  gasPrice: bigint | undefined
  maxFeePerGas: bigint | undefined
  maxPriorityFeePerGas: bigint | undefined
  nonce: number | undefined
}

const isAnyAddress = (value: unknown): value is Address =>
  typeof value === 'string' && isAddress(value, { strict: false })
const isStrictHex = (value: unknown): value is Hex => isHex(value, { strict: true })

function optional<T>(fields: Record<string, unknown>, key: string, guard: (value: unknown) => value is T) {
  const value = fields[key]
  if (value === undefined || value === null) return undefined
  if (!guard(value)) throw new RpcError(-32602, `Invalid transaction: bad ${key}.`)
  return value
}

function quantity(fields: Record<string, unknown>, key: string): bigint | undefined {
  const value = optional(fields, key, isStrictHex)
  return value === undefined ? undefined : hexToBigInt(value)
}

/** Reads the JSON-RPC transaction object of `eth_sendTransaction`; a malformed one is a -32602 error. */
export function parseRpcTransaction(value: unknown): RpcTransaction {
  if (typeof value !== 'object' || value === null) throw new RpcError(-32602, 'Invalid transaction.')
  const fields = value as Record<string, unknown>
  const from = optional(fields, 'from', isAnyAddress)
  if (from === undefined) throw new RpcError(-32602, 'Invalid transaction: missing from.')
  const nonce = quantity(fields, 'nonce')
  return {
    from,
    to: optional(fields, 'to', isAnyAddress),
    data: optional(fields, 'data', isStrictHex) ?? optional(fields, 'input', isStrictHex),
    value: quantity(fields, 'value'),
    gas: quantity(fields, 'gas'),
    gasPrice: quantity(fields, 'gasPrice'),
    maxFeePerGas: quantity(fields, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(fields, 'maxPriorityFeePerGas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
}
