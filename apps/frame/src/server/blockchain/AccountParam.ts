import { InputText } from '@latch/protocol'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const caip10Account = /^eip155:[1-9]\d{0,31}:(0x[0-9a-fA-F]{40})$/

/**
 * A user's EVM account, as a plain address or as an eip155 CAIP-10 account (the swap views send the
 * latter), given back as the checksummed address.
 *
 * @example
 * AccountParam.parse('eip155:31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e5…2266'
 */
export const AccountParam = z
  .pipe(
    InputText,
    z.transform((value) => caip10Account.exec(value)?.[1] ?? value),
  )
  .refine((value) => isAddress(value), 'Expected an address or an eip155 CAIP-10 account')
  .transform((value) => getAddress(value))
export type AccountParam = z.infer<typeof AccountParam>
