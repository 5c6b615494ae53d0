import {
  errorCodes,
  isAllowedMethod,
  isSafeMethod,
  ProviderRpcError,
  rpcParams,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@latch/protocol'

/** Methods the frame answers itself, whatever wallet is connected. */
export type FrameAnswered =
  | 'eth_chainId'
  | 'net_version'
  | 'eth_accounts'
  | 'eth_requestAccounts'
  | 'wallet_revokePermissions'
  | 'wallet_switchEthereumChain'

/** Where an EIP-1193 request of the host goes. */
export type RequestRoute =
  /** The frame answers from its own state (and may ask the wallet on the way, to switch chains). */
  | { to: 'frame'; method: FrameAnswered }
  /** The connected wallet: it asks its user for anything unsafe. */
  | { to: 'wallet' }
  /** A read the node answers while no wallet is connected. */
  | { to: 'node' }

const frameAnswered: ReadonlySet<string> = new Set<FrameAnswered>([
  'eth_chainId',
  'net_version',
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_revokePermissions',
  'wallet_switchEthereumChain',
])

const paramSchemas = rpcParams as Record<string, { safeParse(value: unknown): { success: boolean } }>

/**
 * The request policy: which methods may be asked at all, with which parameters, and where each
 * goes. Methods off the allowed lists are refused with 4200 and malformed parameters with -32602
 * before anything else happens; an unsafe method while nobody is connected is refused with 4100.
 *
 * @example
 * routeRequest({ method: 'eth_call', params: [call, 'latest'] }, { connected: false }) // { to: 'node' }
 * routeRequest({ method: 'personal_sign', params }, { connected: true }) // { to: 'wallet' }
 */
export function routeRequest(
  request: { method: string; params?: unknown },
  state: { connected: boolean },
): RequestRoute {
  const { method } = validateRequest(request)
  if (frameAnswered.has(method)) return { to: 'frame', method: method as FrameAnswered }
  if (state.connected) return { to: 'wallet' }
  if (isSafeMethod(method)) return { to: 'node' }
  throw new UnauthorizedProviderError()
}

/**
 * The policy's first half, for callers that must refuse a bad request before waiting on anything:
 * 4200 for a method off the allowed lists, -32602 for parameters its schema refuses.
 *
 * @example
 * validateRequest({ method: 'eth_sign' }) // throws UnsupportedProviderMethodError (4200)
 */
export function validateRequest<R extends { method: string; params?: unknown }>(request: R): R {
  const { method, params } = request
  if (!isAllowedMethod(method)) throw new UnsupportedProviderMethodError({ details: method })
  const schema = paramSchemas[method]
  if (schema && !schema.safeParse(params ?? []).success)
    throw new ProviderRpcError(errorCodes.invalidParams, `Invalid parameters for ${method}.`)
  return request
}
