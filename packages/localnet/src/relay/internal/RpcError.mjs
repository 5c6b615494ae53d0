/** A failure to answer as a JSON-RPC error object rather than to crash on. */
export class RpcError extends Error {
  /**
   * @param {number} code a JSON-RPC error code (-32700 parse, -32600 request, -32601 method, -32602 params)
   * @param {string} message
   */
  constructor(code, message) {
    super(message)
    this.name = 'RpcError'
    this.code = code
  }
}
