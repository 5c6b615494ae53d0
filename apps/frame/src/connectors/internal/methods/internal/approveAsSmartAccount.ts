import type { EmbeddedMethodContext } from '@/connectors/EmbeddedMethodContext'

/**
 * Asks the user to approve this request for the embedded user's smart account, whichever account
 * the host sees: the methods only a smart account answers (permissions, UserOperations) act for it.
 * Sponsored as the project says; rejects with 4001 when the user declines.
 *
 * @example
 * await approveAsSmartAccount(context) // ApproveTransaction names the smart account
 */
export function approveAsSmartAccount(context: EmbeddedMethodContext): Promise<void> {
  return context.approve({
    method: context.method,
    params: context.params,
    chainId: context.chainId,
    address: context.smartAccount,
    accountType: 'smartAccount',
    sponsored: context.sponsored,
  })
}
