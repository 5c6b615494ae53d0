import { errorCodes, ProviderRpcError } from '@latch/protocol'
import type { Address, Hex } from 'viem'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { approveAsHostAccount } from './internal/approveAsHostAccount'

/**
 * eth_sendTransaction for the embedded wallet: the user approves it in ApproveTransaction (with no
 * fee where the project pays the smart account's gas). The EOA signs and sends it with the key and
 * answers its hash. The smart account sends it as one UserOperation and answers the hash of the
 * bundle's transaction that carried it, which any client can wait for as for a transaction of its
 * own; it cannot deploy a contract this way.
 *
 * @example
 * await ethSendTransaction(context) // '0x…' (a transaction hash)
 */
export const ethSendTransaction: EmbeddedMethod<'eth_sendTransaction'> = async (context) => {
  const [request] = context.params
  const smart = context.accountType === 'smartAccount'
  if (smart && !request.to)
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      'A smart account cannot deploy a contract by eth_sendTransaction.',
    )
  await approveAsHostAccount(context, 'eth_sendTransaction', { sponsored: smart && context.sponsored })
  const to = request.to as Address | undefined
  const value = request.value === undefined ? undefined : BigInt(request.value)
  const data = request.data as Hex | undefined
  if (!smart)
    return context.sendEoaTransaction({
      ...(to && { to }),
      ...(value && { value }),
      ...(data && { data }),
      ...(request.gas && { gas: BigInt(request.gas) }),
      // A request that names its gas price (the frame's own sends, legacy type) pays that price,
      // the one ApproveTransaction showed as the fee.
      ...(request.gasPrice && { gasPrice: BigInt(request.gasPrice) }),
    })
  const { userOpHash } = await context.sendSmartAccountCalls([{ to: to as Address, value, data }])
  const receipt = await context.waitForUserOperation(userOpHash)
  return receipt.receipt.transactionHash
}
