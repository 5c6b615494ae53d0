import { smartAccountContracts } from '@latch/contracts'
import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { readUserOperationCalls } from '@/approvals/readUserOperationCalls'
import { UnreadableRequestError } from '@/approvals/UnreadableRequestError'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { approveAsSmartAccount } from './internal/approveAsSmartAccount'

/**
 * eth_sendUserOperation from the host for the user's smart account: the host's partial
 * UserOperation must carry callData (the account's execute or executeBatch, decoded for the
 * approval); its sender, when given, must be the smart account and its entry point Latch's. The
 * wallet fills the rest as for its own operations (nonce, gas, fees, the project's paymaster where
 * it sponsors; the host's values for those are not used), signs with the owner key after the user
 * approved the decoded calls, and answers the bundler's userOpHash.
 *
 * @example
 * await ethSendUserOperation(context) // '0x…' (the userOpHash)
 */
export const ethSendUserOperation: EmbeddedMethod<'eth_sendUserOperation'> = async (context) => {
  const [operation, entryPoint] = context.params
  if (operation.sender && !isAddressEqual(operation.sender as Address, context.smartAccount))
    throw invalid("the UserOperation's sender is not this wallet's smart account")
  if (entryPoint && !isAddressEqual(entryPoint as Address, smartAccountContracts.entryPoint))
    throw invalid(`the entry point is not ${smartAccountContracts.entryPoint}`)
  let calls: ReturnType<typeof readUserOperationCalls>
  try {
    calls = readUserOperationCalls(operation.callData as Hex)
  } catch (error) {
    if (error instanceof UnreadableRequestError) throw invalid(error.message)
    throw error
  }
  await approveAsSmartAccount(context)
  const { userOpHash } = await context.sendSmartAccountCalls(calls)
  return userOpHash
}

function invalid(reason: string) {
  return new ProviderRpcError(
    errorCodes.invalidParams,
    `Invalid parameters for eth_sendUserOperation: ${reason}.`,
  )
}
