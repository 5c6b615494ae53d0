import { errorCodes } from '@latch/protocol/errorCodes'
import { ProviderRpcError, UserRejectedRequestError } from '@latch/protocol/errors'

// WalletConnect's own codes for a user who said no: USER_REJECTED and its chains, methods and
// events variants (5000 to 5003), beside EIP-1193's 4001.
const userRejectedCodes = new Set([errorCodes.userRejectedRequest, 5000, 5001, 5002, 5003])
// 'connection request reset' is what WalletConnect says when a pairing attempt is dropped; docs/behaviour.md#errors
// counts it as a rejection.
const userRejectedMessage = /rejected|connection request reset/i

/**
 * An error of the WalletConnect SDK or of the wallet (an Error, or a plain `{ code, message }` from
 * a JSON-RPC answer) as a Latch error: the user saying no is UserRejectedRequestError (4001), any
 * other coded error a ProviderRpcError with its code, the rest an internal error (-32603).
 *
 * @example
 * toWalletConnectError({ code: 5000, message: 'User rejected.' }) // UserRejectedRequestError
 * toWalletConnectError({ code: 4902, message: 'Unrecognized chain' }).code // 4902
 */
export function toWalletConnectError(error: unknown): Error {
  if (error instanceof ProviderRpcError) return error
  const { code, message, data } = readError(error)
  if ((code !== undefined && userRejectedCodes.has(code)) || userRejectedMessage.test(message))
    return new UserRejectedRequestError({ details: message, cause: error })
  return new ProviderRpcError(code ?? errorCodes.internal, message || 'Internal error', {
    cause: error,
    ...(data === undefined ? {} : { data }),
  })
}

function readError(error: unknown): { code: number | undefined; message: string; data: unknown } {
  if (typeof error === 'string') return { code: undefined, message: error, data: undefined }
  if (typeof error !== 'object' || error === null) return { code: undefined, message: '', data: undefined }
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown }
  return {
    code: Number.isInteger(code) ? (code as number) : undefined,
    message: typeof message === 'string' ? message : '',
    data,
  }
}
