import { type ChainNamespace, UnauthorizedProviderError } from '@latch/protocol'
import type { MethodWhere } from '@latch/protocol/methods'
import type { ValidatedRequest } from '@/connectors/validateRequest'
import { loadOnce } from '@/platform/loadOnce'

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

// The method table loads with the first request (validateRequest has loaded it by then).
const methodTable = loadOnce(() => import('@latch/protocol/methods'))

// EIP-2255's revoke of eth_accounts is how a host disconnects (the SDK's wagmi connector does);
// ERC-7715's `{ permissionsContext }` revokes a session permission and is the wallet's to answer.
const revokesAccounts = (params: unknown) =>
  Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null && 'eth_accounts' in params[0]

/**
 * The request policy: where a request goes, as the protocol's method table says (docs/methods.md).
 * It takes a request validateRequest passed (methods off the table refused with 4200, malformed
 * parameters with -32602, before anything else happens); while nobody is connected an unsafe method,
 * or a read only a wallet answers, is refused with 4100; a method of Solana, Bitcoin or NEAR goes to
 * the connected wallet only where it brought an account of that namespace (`namespaces`), else it is
 * refused with 4100 too: no account of it is authorized, and a wallet of another chain would
 * misread it.
 *
 * @example
 * await routeRequest(await validateRequest({ method: 'eth_call', params }), { connected: false }) // { to: 'node' }
 * await routeRequest(await validateRequest({ method: 'personal_sign', params }), { connected: true }) // { to: 'wallet' }
 */
export async function routeRequest(
  request: ValidatedRequest,
  state: {
    connected: boolean
    /** The namespaces the connected wallet holds an account of. */
    namespaces?: readonly ChainNamespace[]
  },
): Promise<RequestRoute> {
  const { method, params } = request
  const info = (await methodTable()).methodInfo(method)
  const answeredHere =
    info?.frame === true || (method === 'wallet_revokePermissions' && revokesAccounts(params))
  if (answeredHere) return { to: 'frame', method: method as FrameAnswered }
  const outside = info && info.namespace !== 'eip155' && !state.namespaces?.includes(info.namespace)
  if (state.connected && outside) throw new UnauthorizedProviderError()
  if (state.connected) return { to: 'wallet' }
  // A read only a wallet answers (its capabilities, its Bitcoin or NEAR accounts) has no account to
  // read while nobody is connected.
  if (info?.safe && info.answeredBy === 'node') return { to: 'node' }
  throw new UnauthorizedProviderError()
}
