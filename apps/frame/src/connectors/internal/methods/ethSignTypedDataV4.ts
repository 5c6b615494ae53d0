import { InvalidParamsError } from '@latch/protocol'
import type { TypedDataDefinition } from 'viem'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { approveAsHostAccount } from './internal/approveAsHostAccount'

/**
 * eth_signTypedData_v4 for the embedded wallet: the user approves the typed data in
 * ApproveTransaction, then the account the host sees signs it. The data comes as JSON text (as
 * MetaMask takes it) or as the object itself (as viem sends it); either signs the same.
 *
 * @example
 * await ethSignTypedDataV4(context) // '0x…'
 */
export const ethSignTypedDataV4: EmbeddedMethod<'eth_signTypedData_v4'> = async (context) => {
  const [, data] = context.params
  let typedData: unknown = data
  if (typeof data === 'string') {
    try {
      typedData = JSON.parse(data)
    } catch {
      throw new InvalidParamsError({ details: 'The typed data is not JSON.' })
    }
  }
  await approveAsHostAccount(context, 'eth_signTypedData_v4', { sponsored: false })
  return context.signTypedData(typedData as TypedDataDefinition)
}
