import { ApiError } from '../api/ApiError'
import type { ApiContext } from '../api/ApiRoute'
import type { BitcoinChain } from './BitcoinChain'

/**
 * The Bitcoin network behind a CAIP-2 id when the server can answer for it on this project's
 * behalf, as servedChain finds an EVM chain: one of the project's networks that the server reads.
 *
 * @example
 * servedBitcoinChain(context, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')?.esploraUrl
 */
export function servedBitcoinChain(
  context: Pick<ApiContext, 'project' | 'bitcoin'>,
  caipNetworkId: string,
): BitcoinChain | undefined {
  if (!context.project.networks.includes(caipNetworkId)) return undefined
  return context.bitcoin.get(caipNetworkId)
}

/**
 * servedBitcoinChain for a route that only answers for Bitcoin: a network it does not serve is a 400
 * naming `chainId`.
 *
 * @example
 * const chain = requireBitcoinChain(context, input.chainId.caipNetworkId)
 */
export function requireBitcoinChain(
  context: Pick<ApiContext, 'project' | 'bitcoin'>,
  caipNetworkId: string,
): BitcoinChain {
  const chain = servedBitcoinChain(context, caipNetworkId)
  if (!chain)
    throw new ApiError(
      400,
      `Invalid parameter 'chainId': ${caipNetworkId} is not a Bitcoin network of this project`,
      {
        parameter: 'chainId',
      },
    )
  return chain
}
