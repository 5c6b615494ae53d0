import { InputText } from '@latch/protocol'
import { isAddress } from 'viem'

/** An EVM address in a path or query parameter, checksummed or not. */
export const AddressParam = InputText.refine(
  (value) => isAddress(value, { strict: false }),
  'Expected an address',
)
