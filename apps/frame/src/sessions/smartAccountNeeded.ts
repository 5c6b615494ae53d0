import { errorCodes, ProviderRpcError } from '@latch/protocol'

/** What an EOA user gets for a session-permission request: only the smart account can enforce one. */
export const smartAccountNeededMessage =
  'Session permissions need the smart account: switch to it in Account settings (or with setPreferredAccount) and ask again.'

/**
 * The 4200 error of a session-permission method asked of an embedded user on the EOA.
 *
 * @example
 * if (context.accountType !== 'smartAccount') throw smartAccountNeeded()
 */
export function smartAccountNeeded(): ProviderRpcError {
  return new ProviderRpcError(errorCodes.unsupportedMethod, smartAccountNeededMessage)
}
