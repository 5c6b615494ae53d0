import { InputText } from '@latch/protocol'
import { z } from 'zod'

const caip2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/**
 * A CAIP-2 network id parameter such as `eip155:31337`. Any namespace is well-formed (an unserved
 * one is answered as unsupported, not as a bad request); an eip155 reference must be a chain id,
 * which `chainId` gives as a number.
 *
 * @example
 * CaipNetworkIdParam.parse('eip155:31337') // { caipNetworkId: 'eip155:31337', namespace: 'eip155', chainId: 31337 }
 * CaipNetworkIdParam.parse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // { …, chainId: undefined }
 */
export const CaipNetworkIdParam = z.pipe(
  InputText,
  z.transform((value, context) => {
    const match = caip2.exec(value)
    const namespace = match?.[1]
    const reference = match?.[2]
    if (namespace === undefined || reference === undefined) {
      context.addIssue({ code: 'custom', message: 'Expected a CAIP-2 network id such as eip155:1' })
      return z.NEVER
    }
    if (namespace !== 'eip155') return { caipNetworkId: value, namespace, chainId: undefined }
    if (!/^[1-9]\d{0,15}$/.test(reference) || !Number.isSafeInteger(Number(reference))) {
      context.addIssue({ code: 'custom', message: 'Expected an eip155 chain id such as eip155:1' })
      return z.NEVER
    }
    return { caipNetworkId: value, namespace, chainId: Number(reference) }
  }),
)
export type CaipNetworkIdParam = z.infer<typeof CaipNetworkIdParam>
