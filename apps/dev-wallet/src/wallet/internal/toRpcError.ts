import { ProviderRpcError } from '@latch/protocol/errors'
import { BaseError } from 'viem'

/** viem wraps node errors; the dapp gets back the node's code where there is one and the short text. */
export function toRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
      code?: number
    } | null
    return new ProviderRpcError(coded?.code ?? -32603, error.shortMessage)
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
}
