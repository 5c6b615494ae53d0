import { InputText } from '@latch/protocol'
import { isAddress } from 'viem'
import { z } from 'zod'

/** An EVM address in a path or query parameter, checksummed or not. */
export const AddressParam = InputText.check(
  z.refine((value) => isAddress(value, { strict: false }), 'Expected an address'),
)
