import { getAddress } from 'viem'
import { ApiError } from '../api/ApiError'
import type { ServerServices } from '../api/ServerServices'
import { readChainIdParam } from '../blockchain/readChainIdParam'
import { servedChain } from '../blockchain/servedChain'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { answerJsonRpcEndpoint } from '../rpc/answerJsonRpcEndpoint'
import { readRpcBody } from '../rpc/readRpcBody'
import { answerPaymasterCall } from './answerPaymasterCall'
import { paymasterKey } from './paymasterKey'

type HandlePaymasterRequestOptions = {
  /** Tests pass their own; otherwise the process's. */
  services?: ServerServices
}

/**
 * POST /api/v1/paymaster?projectId&chainId, the project's paymaster service (ERC-7677) for its
 * users' smart accounts: the project and its caller's origin checked as every /api call's, the
 * per-client and per-project limits of requestLimits.paymaster, then one JSON-RPC request answered
 * by answerPaymasterCall on one of the project's networks that has the smart-account contracts
 * (`chainId` as `eip155:31337` or `31337`). A bad parameter or body is a 4xx naming it.
 *
 * @example
 * const paymaster = createPaymasterClient({ transport: http('/api/v1/paymaster?projectId=latch-dev&chainId=eip155:31337') })
 */
export async function handlePaymasterRequest(
  request: Request,
  options: HandlePaymasterRequestOptions = {},
): Promise<Response> {
  return answerJsonRpcEndpoint(
    request,
    { name: 'paymaster', services: options.services },
    async ({ services, project, query }) => {
      const chain = chainOf(services, project, query.get('chainId'))
      await limitRequest({ ...services, project, request }, requestLimits.paymaster)
      const { batch, calls } = await readRpcBody(request)
      const [call] = calls
      if (batch || !call)
        throw new ApiError(400, 'The paymaster service answers one request at a time', { parameter: 'body' })
      return answerPaymasterCall(call, {
        project,
        chainId: chain.network.id,
        client: chain.client,
        contracts: chain.contracts,
        key: paymasterKey(),
        now: services.now,
      })
    },
  )
}

// The project's network `chainId` names, served here with the smart-account contracts deployed.
function chainOf(
  services: ServerServices,
  project: Parameters<typeof servedChain>[0]['project'],
  chainId: string | null,
) {
  const parsed = readChainIdParam(chainId && /^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId)
  const chain = servedChain({ project, chains: services.chains }, parsed.caipNetworkId)
  const contracts = chain?.deployment?.smartAccounts
  if (!chain || !contracts)
    throw new ApiError(
      400,
      `Invalid parameter 'chainId': ${chainId} is not one of this project's networks with smart accounts`,
      { parameter: 'chainId' },
    )
  return {
    ...chain,
    contracts: {
      entryPoint: getAddress(contracts.entryPoint),
      accountFactory: getAddress(contracts.accountFactory),
      accountImplementation: getAddress(contracts.accountImplementation),
      paymaster: getAddress(contracts.paymaster),
    },
  }
}
