/** A JSON-RPC error to answer a session request with, carrying its EIP-1193 code. */
export class RpcError extends Error {
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.name = 'RpcError'
    this.code = code
  }
}
