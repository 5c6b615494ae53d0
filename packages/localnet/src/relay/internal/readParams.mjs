import { RpcError } from './RpcError.mjs'

const topicPattern = /^[0-9a-f]{64}$/

/**
 * @typedef {object} ParamsReader
 * @property {(key: string) => string} topic a 64-hex-character topic, as the SDKs derive them
 * @property {(key: string) => string} string a non-empty string
 * @property {(key: string) => string} optionalString a string, or '' when absent
 * @property {(key: string, fallback: number) => number} ttlSeconds a positive whole number of seconds
 * @property {(key: string) => number} tag a non-negative whole number, 0 when absent
 * @property {(key: string, max: number) => unknown[]} list an array of at most `max` items
 */

/**
 * Checks the params of a relay method field by field, failing with an invalid-params RpcError
 * that names the method and the field.
 * @param {unknown} params
 * @param {string} method
 * @returns {ParamsReader}
 */
export function readParams(params, method) {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new RpcError(-32602, `Invalid params: ${method} takes an object`)
  }
  /** @type {Record<string, unknown>} */
  const record = Object.fromEntries(Object.entries(params))

  /**
   * @param {string} key
   * @param {string} expected
   */
  function invalid(key, expected) {
    return new RpcError(-32602, `Invalid params: ${method} ${key} must be ${expected}`)
  }

  return {
    topic(key) {
      const value = record[key]
      if (typeof value !== 'string' || !topicPattern.test(value)) throw invalid(key, '64 hex characters')
      return value
    },
    string(key) {
      const value = record[key]
      if (typeof value !== 'string' || value === '') throw invalid(key, 'a non-empty string')
      return value
    },
    optionalString(key) {
      const value = record[key]
      if (value === undefined || value === null) return ''
      if (typeof value !== 'string') throw invalid(key, 'a string')
      return value
    },
    ttlSeconds(key, fallback) {
      const value = record[key] ?? fallback
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
        throw invalid(key, 'a positive whole number of seconds')
      }
      return value
    },
    tag(key) {
      const value = record[key] ?? 0
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        throw invalid(key, 'a non-negative whole number')
      }
      return value
    },
    list(key, max) {
      const value = record[key]
      if (!Array.isArray(value) || value.length > max) throw invalid(key, `an array of at most ${max} items`)
      return value
    },
  }
}
