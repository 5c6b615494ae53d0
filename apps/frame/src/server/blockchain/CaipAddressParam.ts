import { InputText } from '@latch/protocol'
import { isAddress } from 'viem'
import { z } from 'zod'
import { CaipNetworkIdParam } from './CaipNetworkIdParam'

const caip10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * A CAIP-10 address parameter such as `eip155:31337:0x…` (a token, or the native token's placeholder
 * address): its network, and the address within it, which must be an EVM address under eip155.
 * `caipAddress` is the parameter as given, for answers that echo it.
 *
 * @example
 * CaipAddressParam.parse('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
 * // { caipAddress: 'eip155:31337:0xeeee…', caipNetworkId: 'eip155:31337', namespace: 'eip155', chainId: 31337, address: '0xeeee…' }
 */
export const CaipAddressParam = z.pipe(
  InputText,
  z.transform((value, context) => {
    const match = caip10.exec(value)
    const network = CaipNetworkIdParam.safeParse(match?.[1])
    const address = match?.[2]
    if (!network.success || address === undefined) {
      context.addIssue({ code: 'custom', message: 'Expected a CAIP-10 address such as eip155:1:0x…' })
      return z.NEVER
    }
    if (network.data.namespace === 'eip155' && !isAddress(address)) {
      context.addIssue({
        code: 'custom',
        message: 'Expected an eip155 CAIP-10 address with a valid EVM address',
      })
      return z.NEVER
    }
    return { caipAddress: value, ...network.data, address }
  }),
)
export type CaipAddressParam = z.infer<typeof CaipAddressParam>
