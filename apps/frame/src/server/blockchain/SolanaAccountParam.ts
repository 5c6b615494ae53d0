import { InputText } from '@latch/protocol'
import { isAddress } from '@solana/kit'
import { z } from 'zod'

const caip10Account = /^solana:[-_a-zA-Z0-9]{1,32}:([1-9A-HJ-NP-Za-km-z]{32,44})$/

/**
 * A user's Solana account, as a base58 address or as a solana CAIP-10 account, given back as the
 * address (a 32-byte public key in base58).
 *
 * @example
 * SolanaAccountParam.parse('solana:localnet:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96') // 'oeYf6KAJ…'
 */
export const SolanaAccountParam = z
  .pipe(
    InputText,
    z.transform((value) => caip10Account.exec(value)?.[1] ?? value),
  )
  .refine((value) => isAddress(value), 'Expected a base58 Solana address or a solana CAIP-10 account')
export type SolanaAccountParam = z.infer<typeof SolanaAccountParam>
