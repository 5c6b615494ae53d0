import {
  errorCodes,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@latch/protocol'
import type { MethodWhere } from '@latch/protocol/methods'
import { loadOnce } from './internal/loadOnce'

/** Methods the frame answers itself, whatever wallet is connected (wallet_revokePermissions: EIP-2255's revoke of eth_accounts only). */
type FrameAnswered = MethodWhere<{ frame: true }> | 'wallet_revokePermissions'

/** Where an EIP-1193 request of the host goes. */
type RequestRoute =
  /** The frame answers from its own state (and may ask the wallet on the way, to switch chains). */
  | { to: 'frame'; method: FrameAnswered }
  /** The connected wallet: it asks its user for anything unsafe. */
  | { to: 'wallet' }
  /** A read the node answers while no wallet is connected. */
  | { to: 'node' }

type ParamIssue = { path: PropertyKey[]; message: string }
type ParamSchemas = Record<
  string,
  { safeParse(value: unknown): { success: boolean; error?: { issues: ParamIssue[] } } }
>
// The method table and its parameter schemas load with the first request: the schemas are most of
// the protocol's size, and the modal paints without either.
const methodTable = loadOnce(() =>
  Promise.all([import('@latch/protocol/methods'), import('@latch/protocol/rpcParams')]).then(
    ([{ methodInfo }, { rpcParams }]) => ({ methodInfo, paramSchemas: rpcParams as ParamSchemas }),
  ),
)

// EIP-2255's revoke of eth_accounts is how a host disconnects (the SDK's wagmi connector does);
// ERC-7715's `{ permissionsContext }` revokes a session permission and is the wallet's to answer.
const revokesAccounts = (params: unknown) =>
  Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null && 'eth_accounts' in params[0]

/**
 * The request policy: which methods may be asked at all, with which parameters, and where each
 * goes, as the protocol's method table says (docs/methods.md). Methods off the table are refused
 * with 4200 and malformed parameters with -32602 before anything else happens; an unsafe method
 * while nobody is connected is refused with 4100.
 *
 * @example
 * await routeRequest({ method: 'eth_call', params: [call, 'latest'] }, { connected: false }) // { to: 'node' }
 * await routeRequest({ method: 'personal_sign', params }, { connected: true }) // { to: 'wallet' }
 */
export async function routeRequest(
  request: { method: string; params?: unknown },
  state: { connected: boolean },
): Promise<RequestRoute> {
  const { method, params } = await validateRequest(request)
  const info = (await methodTable()).methodInfo(method)
  const answeredHere =
    info?.frame === true || (method === 'wallet_revokePermissions' && revokesAccounts(params))
  if (answeredHere) return { to: 'frame', method: method as FrameAnswered }
  if (state.connected) return { to: 'wallet' }
  if (info?.safe) return { to: 'node' }
  throw new UnauthorizedProviderError()
}

/**
 * The policy's first half, for callers that must refuse a bad request before waiting on anything:
 * 4200 for a method off the method table, -32602 for parameters its schema refuses.
 *
 * @example
 * await validateRequest({ method: 'eth_sign' }) // throws UnsupportedProviderMethodError (4200)
 */
export async function validateRequest<R extends { method: string; params?: unknown }>(
  request: R,
): Promise<R> {
  const { method, params } = request
  const { methodInfo, paramSchemas } = await methodTable()
  if (!methodInfo(method)) throw new UnsupportedProviderMethodError({ details: method })
  const checked = paramSchemas[method]?.safeParse(params ?? [])
  if (checked && !checked.success)
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      invalidParamsMessage(method, checked.error?.issues[0]),
    )
  return request
}

// The first issue: where it is (`params[0].permissions[0].data.allowance`) and what is wrong. Both
// are cut short, since an unknown key's name comes from the request and a reply's text is bounded.
function invalidParamsMessage(method: string, issue: ParamIssue | undefined): string {
  if (!issue) return `Invalid parameters for ${method}.`
  const where = issue.path
    .slice(0, 8)
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key).slice(0, 40)}`))
    .join('')
  return `Invalid parameters for ${method}: ${where ? `params${where}: ` : ''}${issue.message.slice(0, 200)}.`
}
