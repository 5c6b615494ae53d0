import { isAddress } from 'viem'
import { z } from 'zod'

/** An EVM address in a path or query parameter, checksummed or not. */
export const AddressParam = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address')
