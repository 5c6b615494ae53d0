import type { EmbeddedMethodContext } from '@/connectors/EmbeddedMethodContext'

/**
 * Asks the user to approve this request for the account the host sees (the EOA or the smart
 * account, whichever the user chose); rejects with 4001 when they decline. The smart-account-only
 * methods (permissions, UserOperations) use approveAsSmartAccount.
 *
 * @example
 * await approveAsHostAccount(context, 'personal_sign', { sponsored: false })
 */
export function approveAsHostAccount(
  context: EmbeddedMethodContext,
  method: string,
  { sponsored }: { sponsored: boolean },
): Promise<void> {
  return context.approve({
    method,
    params: context.params,
    chainId: context.chainId,
    address: context.address,
    accountType: context.accountType,
    sponsored,
  })
}
