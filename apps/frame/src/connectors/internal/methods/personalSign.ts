import type { Hex } from 'viem'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { approveAsHostAccount } from './internal/approveAsHostAccount'

/**
 * personal_sign for the embedded wallet: the user approves the message in ApproveTransaction, then
 * the account the host sees signs its bytes (the key itself for the EOA; the smart account's
 * ERC-1271 signature, wrapped per ERC-6492 while it is not deployed).
 *
 * @example
 * await personalSign(context) // '0x…' (65 bytes from the EOA)
 */
export const personalSign: EmbeddedMethod<'personal_sign'> = async (context) => {
  await approveAsHostAccount(context, 'personal_sign', { sponsored: false })
  return context.signMessage({ raw: context.params[0] as Hex })
}
