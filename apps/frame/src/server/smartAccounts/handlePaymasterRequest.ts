import { getAddress } from 'viem'
import { readRpcBody } from '@/server/rpc/readRpcBody'
import { ApiError } from '../api/ApiError'
import { getServerServices } from '../api/getServerServices'
import { requestOrigin } from '../api/requestOrigin'
import type { ServerServices } from '../api/ServerServices'
import { transientErrorResponse } from '../api/transientErrorResponse'
import { CaipNetworkIdParam } from '../blockchain/CaipNetworkIdParam'
import { servedChain } from '../blockchain/servedChain'
import { checkProjectRequest } from '../projects/checkProjectRequest'
import { corsHeaders } from '../projects/corsHeaders'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { answerPaymasterCall } from './answerPaymasterCall'
import { paymasterKey } from './paymasterKey'

export type HandlePaymasterRequestOptions = {
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
  const cors = { ...corsHeaders(request.headers.get('origin'), ['POST']), 'Cache-Control': 'no-store' }
  try {
    const query = new URL(request.url).searchParams
    const services = options.services ?? (await getServerServices())
    const check = await checkProjectRequest(query.get('projectId'), requestOrigin(request), services.projects)
    if (!check.ok) throw new ApiError(check.status, check.error, check)
    const { project } = check
    services.sdkUsage.record(
      project.projectId,
      request.headers.get('x-sdk-type') ?? request.headers.get('sdk-type') ?? 'unknown',
      request.headers.get('x-sdk-version') ?? request.headers.get('sdk-version') ?? 'unknown',
    )
    const chain = chainOf(services, project, query.get('chainId'))
    await limitRequest({ ...services, project, request }, requestLimits.paymaster)
    const { batch, calls } = await readRpcBody(request)
    const [call] = calls
    if (batch || !call)
      throw new ApiError(400, 'The paymaster service answers one request at a time', { parameter: 'body' })
    const answer = await answerPaymasterCall(call, {
      project,
      chainId: chain.network.id,
      client: chain.client,
      contracts: chain.contracts,
      key: paymasterKey(),
      now: services.now,
    })
    return Response.json(answer, { headers: cors })
  } catch (error) {
    const transient = transientErrorResponse(error, cors)
    if (transient) return transient
    if (error instanceof ApiError)
      return Response.json(error.toBody(), { status: error.status, headers: cors })
    console.error('[paymaster] POST /api/v1/paymaster failed:', error)
    return Response.json({ error: 'Internal error' }, { status: 500, headers: cors })
  }
}

/** The answer to a CORS preflight of the paymaster service. */
export function handlePaymasterPreflight(request: Request): Response {
  return new Response(null, { status: 204, headers: corsHeaders(request.headers.get('origin'), ['POST']) })
}

// The project's network `chainId` names, served here with the smart-account contracts deployed.
function chainOf(
  services: ServerServices,
  project: Parameters<typeof servedChain>[0]['project'],
  chainId: string | null,
) {
  if (chainId === null || chainId === '')
    throw new ApiError(400, "Missing parameter 'chainId'", { parameter: 'chainId' })
  const parsed = CaipNetworkIdParam.safeParse(/^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId)
  if (!parsed.success)
    throw new ApiError(400, `Invalid parameter 'chainId': ${parsed.error.issues[0]?.message}`, {
      parameter: 'chainId',
    })
  const chain = servedChain({ project, chains: services.chains }, parsed.data.caipNetworkId)
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
