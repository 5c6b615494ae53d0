import { safeJsonParse } from '@walletconnect/safe-json'

/** @typedef {string | number | bigint} RpcId */

/**
 * @typedef {{ kind: 'request', id: RpcId, method: string, params: unknown }
 *   | { kind: 'response', id: RpcId }
 *   | { kind: 'invalid', id: RpcId | null, code: number, message: string }} Frame
 */

/**
 * Reads one WebSocket text frame as JSON-RPC. Ids of WalletConnect clients do not fit a double,
 * so it parses as their SDK does (@walletconnect/safe-json, big ids become bigints).
 * @param {string} text
 * @returns {Frame}
 */
export function parseFrame(text) {
  /** @type {unknown} */
  const payload = safeJsonParse(text)
  // safeJsonParse hands back the text itself when it is not JSON (a JSON string never parses to itself).
  if (payload === text) {
    return { kind: 'invalid', id: null, code: -32700, message: 'Parse error: not JSON' }
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { kind: 'invalid', id: null, code: -32600, message: 'Invalid request: expected a JSON-RPC object' }
  }
  const id = 'id' in payload && isRpcId(payload.id) ? payload.id : null
  if ('method' in payload) {
    if (typeof payload.method !== 'string' || payload.method === '') {
      return { kind: 'invalid', id, code: -32600, message: 'Invalid request: method must be a string' }
    }
    if (id === null) {
      return { kind: 'invalid', id, code: -32600, message: 'Invalid request: a request needs an id' }
    }
    return {
      kind: 'request',
      id,
      method: payload.method,
      params: 'params' in payload ? payload.params : undefined,
    }
  }
  if (id !== null && ('result' in payload || 'error' in payload)) return { kind: 'response', id }
  return { kind: 'invalid', id, code: -32600, message: 'Invalid request: neither a request nor a response' }
}

/**
 * @param {unknown} value
 * @returns {value is RpcId}
 */
function isRpcId(value) {
  return (
    (typeof value === 'string' && value !== '') ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    typeof value === 'bigint'
  )
}
