import { InputText } from '@latch/protocol'
import { z } from 'zod'
import { isBitcoinAddress } from '@/networks/isBitcoinAddress'

const caip10Account = /^bip122:[0-9a-f]{32}:([a-zA-Z0-9]{14,90})$/

/**
 * A user's Bitcoin account, as an address or as a bip122 CAIP-10 account, given back as the address
 * (checksummed, of any Bitcoin network: which one the route's network says).
 *
 * @example
 * BitcoinAccountParam.parse('bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1q…') // 'bcrt1q…'
 */
export const BitcoinAccountParam = z
  .pipe(
    InputText,
    z.transform((value) => caip10Account.exec(value)?.[1] ?? value),
  )
  .refine((value) => isBitcoinAddress(value), 'Expected a Bitcoin address or a bip122 CAIP-10 account')
export type BitcoinAccountParam = z.infer<typeof BitcoinAccountParam>
