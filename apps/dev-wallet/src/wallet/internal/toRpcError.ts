import { BaseError } from 'viem'
import { RpcError } from './RpcError'

/** viem wraps node errors; the dapp gets back the node's code where there is one and the short text. */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
      code?: number
    } | null
    return new RpcError(coded?.code ?? -32603, error.shortMessage)
  }
  return new RpcError(-32603, error instanceof Error ? error.message : String(error))
}
