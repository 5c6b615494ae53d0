import { ApiError } from '../../api/ApiError'
import type { ApiContext } from '../../api/ApiRoute'
import { servedChain } from '../../blockchain/servedChain'
import type { LocalChain } from '../../chain/LocalChain'

/** The project's network `chainId` when it is served here with the smart-account contracts; else a 400 naming chainId. */
export function sessionChain(context: Pick<ApiContext, 'project' | 'chains'>, chainId: number): LocalChain {
  const chain = servedChain(context, `eip155:${chainId}`)
  if (!chain?.deployment?.smartAccounts)
    throw new ApiError(
      400,
      `Invalid parameter 'chainId': eip155:${chainId} is not one of this project's networks with smart accounts`,
      { parameter: 'chainId' },
    )
  return chain
}
