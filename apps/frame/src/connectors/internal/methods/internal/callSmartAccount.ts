import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { Hex } from 'viem'
import type { EmbeddedMethodContext } from '@/connectors/EmbeddedMethodContext'

/**
 * Calls the smart account's own functions (`data`, each one call to the account: grantPermission,
 * revokePermission) in one owner-signed UserOperation, and waits until it is included. An operation
 * that failed on chain throws -32603 naming `what` ('grant', 'revoke') and the operation.
 *
 * @example
 * await callSmartAccount(context, [encodeFunctionData({ abi, functionName: 'revokePermission', args: [id] })], 'revoke')
 */
export async function callSmartAccount(
  context: EmbeddedMethodContext,
  data: readonly Hex[],
  what: string,
): Promise<void> {
  const { userOpHash } = await context.sendSmartAccountCalls(
    data.map((call) => ({ to: context.smartAccount, data: call })),
  )
  const receipt = await context.waitForUserOperation(userOpHash)
  if (!receipt.success)
    throw new ProviderRpcError(
      errorCodes.internal,
      `The ${what} failed on chain (UserOperation ${userOpHash}).`,
    )
}
