import { errorCodes } from '@latch/protocol'
import type { Project } from '@/projects/Project'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import type { ServerServices } from '../api/ServerServices'
import { readChainIdParam } from '../blockchain/readChainIdParam'
import { servedChain } from '../blockchain/servedChain'
import { bundlerUrl } from '../smartAccounts/bundlerUrl'
import { servedSolanaCluster } from '../solana/servedSolanaCluster'
import { answerJsonRpcEndpoint } from './answerJsonRpcEndpoint'
import { forwardRpcCalls, NodeUnavailableError } from './internal/forwardRpcCalls'
import { isBundlerMethod } from './internal/isBundlerMethod'
import { isProxiedMethod } from './internal/isProxiedMethod'
import type { JsonRpcAnswer, JsonRpcCall } from './JsonRpcCall'
import { readRpcBody } from './readRpcBody'

const log = serverLog('rpc')

type HandleRpcRequestOptions = {
  /** Tests pass their own; otherwise the process's. */
  services?: ServerServices
}

/**
 * POST /api/v1/rpc?chainId&projectId, the RPC proxy of docs/behaviour.md#calls: the project and its caller's
 * origin checked as every /api call's (handleApiRequest), then the JSON-RPC body, single or batch,
 * with each read-only method (docs/behaviour.md#methods; a Solana cluster's reads, isProxiedMethod)
 * forwarded to the chain's node (upstream mode: to the
 * provider's own proxy), each ERC-4337 method (isBundlerMethod) to the chain's bundler (bundlerUrl),
 * whose errors come back as its JSON-RPC errors, and every other method answered with a -32601 error
 * that names it, without the node hearing of it. A bad parameter or body is a 4xx naming it; a node
 * that does not answer is a 502, a bundler that does not answer an error of the calls it had.
 *
 * @example
 * export const POST = (request: Request) => handleRpcRequest(request)
 */
export async function handleRpcRequest(
  request: Request,
  options: HandleRpcRequestOptions = {},
): Promise<Response> {
  return answerJsonRpcEndpoint(
    request,
    { name: 'rpc', services: options.services },
    async ({ services, project, query }) => {
      const target = nodeOf(services, project, query.get('chainId'))
      const { batch, calls } = await readRpcBody(request)
      const forwarded = calls.filter((call) => isProxiedMethod(call.method, target.namespace))
      const bundled = calls.filter((call) => target.namespace === 'eip155' && isBundlerMethod(call.method))
      const [answers, bundlerAnswers] = await Promise.all([
        forwardToNode(target, forwarded),
        askBundler(services, target, bundled),
      ])
      const answered = new Map<JsonRpcCall, JsonRpcAnswer | undefined>([
        ...forwarded.map((call, index) => [call, answers[index]] as const),
        ...bundled.map((call, index) => [call, bundlerAnswers[index]] as const),
      ])
      const body = calls.map(
        (call): JsonRpcAnswer =>
          answered.get(call) ?? {
            jsonrpc: '2.0',
            id: call.id,
            error: {
              // Method not found, as a JSON-RPC server says it: viem then stops trying a method it
              // merely hoped for (eth_fillTransaction) and fills the transaction with plain reads.
              code: errorCodes.methodNotFound,
              message: `The RPC proxy does not forward ${call.method}: it answers read-only methods only`,
            },
          },
      )
      return batch ? body : body[0]
    },
  )
}

type Target = { node: string | URL; caipNetworkId: string; namespace: string; chainId: number | undefined }

// Where the calls of `chainId` go: one of the project's networks, read on the server's own node
// (local mode) or passed to the provider's proxy under the provider's projectId (upstream mode).
function nodeOf(services: ServerServices, project: Project, chainId: string | null): Target {
  const parsed = readChainIdParam(chainId)
  const unsupported = () =>
    new ApiError(
      400,
      `Invalid parameter 'chainId': ${chainId} is not one of this project's networks served here`,
      {
        parameter: 'chainId',
      },
    )
  if (services.mode.kind === 'upstream') {
    if (!project.networks.includes(parsed.caipNetworkId)) throw unsupported()
    const target = new URL(`${services.mode.baseUrl}/v1/rpc`)
    target.searchParams.set('chainId', parsed.caipNetworkId)
    target.searchParams.set('projectId', services.mode.projectId)
    return { node: target, ...parsed }
  }
  const served =
    servedChain({ project, chains: services.chains }, parsed.caipNetworkId) ??
    servedSolanaCluster({ project, solana: services.solana }, parsed.caipNetworkId)
  if (!served) throw unsupported()
  return { node: served.network.rpcUrl, ...parsed }
}

// A batch to the node in one request, but one request per call to a Solana cluster: the local one
// (Surfpool) refuses JSON-RPC batches.
async function forwardToNode(target: Target, calls: readonly JsonRpcCall[]): Promise<JsonRpcAnswer[]> {
  if (calls.length === 0) return []
  if (target.namespace !== 'solana') return forwardRpcCalls(target.node, calls)
  return (await Promise.all(calls.map((call) => forwardRpcCalls(target.node, [call])))).flat()
}

// One request per call: a bundler's batch support is not to be relied on, and the frame sends one
// UserOperation method at a time. A chain without a bundler, or one that does not answer, is an
// error of those calls alone, so that the node's reads of a mixed batch still come back.
async function askBundler(
  services: ServerServices,
  target: Target,
  calls: readonly JsonRpcCall[],
): Promise<JsonRpcAnswer[]> {
  if (calls.length === 0) return []
  const url = target.chainId === undefined ? undefined : bundlerUrl(services.mode, target.chainId)
  const refusal = (call: JsonRpcCall, code: number, message: string): JsonRpcAnswer => ({
    jsonrpc: '2.0',
    id: call.id,
    error: { code, message },
  })
  if (!url)
    return calls.map((call) =>
      refusal(call, errorCodes.methodNotFound, `The RPC proxy has no bundler for ${target.caipNetworkId}`),
    )
  return Promise.all(
    calls.map(async (call) => {
      try {
        const [answer] = await forwardRpcCalls(url, [call])
        return answer ?? refusal(call, errorCodes.internal, 'The bundler did not answer')
      } catch (error) {
        if (!(error instanceof NodeUnavailableError)) throw error
        log.error(`the bundler of ${target.caipNetworkId} did not answer`, { error })
        return refusal(call, errorCodes.internal, 'The bundler did not answer')
      }
    }),
  )
}
