import { ApiError } from '../api/ApiError'
import { CaipNetworkIdParam } from './CaipNetworkIdParam'

/**
 * The `chainId` query parameter of the JSON-RPC endpoints, read as CaipNetworkIdParam reads it; a
 * missing or malformed one is an ApiError, 400 naming `chainId`.
 *
 * @example
 * readChainIdParam(url.searchParams.get('chainId')) // { caipNetworkId: 'eip155:31337', namespace: 'eip155', chainId: 31337 }
 */
export function readChainIdParam(value: string | null): CaipNetworkIdParam {
  if (value === null || value === '')
    throw new ApiError(400, "Missing parameter 'chainId'", { parameter: 'chainId' })
  const parsed = CaipNetworkIdParam.safeParse(value)
  if (!parsed.success)
    throw new ApiError(400, `Invalid parameter 'chainId': ${parsed.error.issues[0]?.message}`, {
      parameter: 'chainId',
    })
  return parsed.data
}
