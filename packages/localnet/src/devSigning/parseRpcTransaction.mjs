import { hexToBigInt, isAddress, isHex } from 'viem'

/**
 * An `eth_sendTransaction` parameter with its quantities as numbers, ready for viem.
 * @typedef {object} RpcTransaction
 * @property {import('viem').Address} from
 * @property {import('viem').Address | undefined} to
 * @property {import('viem').Hex | undefined} data
 * @property {bigint | undefined} value
 * @property {bigint | undefined} gas
 * @property {bigint | undefined} gasPrice
 * @property {bigint | undefined} maxFeePerGas
 * @property {bigint | undefined} maxPriorityFeePerGas
 * @property {number | undefined} nonce
 */

/**
 * @param {unknown} value
 * @returns {value is import('viem').Address}
 */
const isAnyAddress = (value) => typeof value === 'string' && isAddress(value, { strict: false })

/**
 * @param {unknown} value
 * @returns {value is import('viem').Hex}
 */
const isStrictHex = (value) => isHex(value, { strict: true })

/**
 * Reads the JSON-RPC transaction object of `eth_sendTransaction`. A malformed one throws what
 * `invalidParams` makes of the reason: each wallet has its own error class, and answers the dapp
 * with it as JSON-RPC -32602 (invalid params).
 *
 * @example
 * parseRpcTransaction({ from, to, value: '0xde0b6b3a7640000' }, invalidParams).value // 10n ** 18n
 * parseRpcTransaction({ from: 'me' }, invalidParams) // throws invalidParams('Invalid transaction: bad from.')
 *
 * @param {unknown} value
 * @param {(reason: string) => Error} invalidParams
 * @returns {RpcTransaction}
 */
export function parseRpcTransaction(value, invalidParams) {
  if (typeof value !== 'object' || value === null) throw invalidParams('Invalid transaction.')
  const fields = /** @type {Record<string, unknown>} */ (value)

  /**
   * @template T
   * @param {string} key
   * @param {(value: unknown) => value is T} guard
   * @returns {T | undefined}
   */
  function optional(key, guard) {
    const field = fields[key]
    if (field === undefined || field === null) return undefined
    if (!guard(field)) throw invalidParams(`Invalid transaction: bad ${key}.`)
    return field
  }

  /** @param {string} key */
  function quantity(key) {
    const field = optional(key, isStrictHex)
    return field === undefined ? undefined : hexToBigInt(field)
  }

  const from = optional('from', isAnyAddress)
  if (from === undefined) throw invalidParams('Invalid transaction: missing from.')
  const nonce = quantity('nonce')
  return {
    from,
    to: optional('to', isAnyAddress),
    data: optional('data', isStrictHex) ?? optional('input', isStrictHex),
    value: quantity('value'),
    gas: quantity('gas'),
    gasPrice: quantity('gasPrice'),
    maxFeePerGas: quantity('maxFeePerGas'),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
}
