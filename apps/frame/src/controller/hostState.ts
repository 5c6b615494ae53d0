import type { ChainNamespace, LatchState } from '@latch/protocol'
import { isViewName, type SiwxSession } from '@latch/shared-types'
import { sessionMatches } from '@/siwx/sessionMatches'
import { connectionAtom, namespaceAtom, routerAtom, siwxSessionAtom } from '@/state/atoms'
import type { ConnectionState } from '@/state/connectionReducer'
import type { Store } from '@/state/FrameContext'
import type { RouterState } from '@/state/routerReducer'
import { connectedAccountIds } from '@/state/selectors'

/**
 * The state the host sees (`latch.getState()`): open, view, status and the active namespace always; the account, chain
 * and connector while connected, with every connected account in `accounts` (the EVM one first,
 * then the Solana one: docs/namespaces.md); the sign-in only when it is one of the connected accounts'.
 *
 * @example
 * hostState({ router, namespace: 'eip155', connection, siwxSession, accounts }) // { open: true, view: 'Account', status: 'connected', … }
 */
export function hostState(state: {
  router: RouterState
  namespace: ChainNamespace
  connection: ConnectionState
  siwxSession: SiwxSession | undefined
  /** Every connected account's CAIP-10 id (connectedAccountIds): the EVM one's, then the Solana one's. */
  accounts: readonly string[]
}): LatchState {
  const { router, namespace, connection, siwxSession, accounts } = state
  const { status, address, chainId, caipAddress, connector } = connection
  // A planned view (docs/behaviour.md#views-and-the-stack) cannot be shown; the host never hears of one.
  const view = isViewName(router.view) ? router.view : 'Connect'
  const result: LatchState = { open: router.open, view, status, namespace }
  if (address) result.address = address
  if (caipAddress) result.caipAddress = caipAddress
  if (accounts.length) result.accounts = [...accounts]
  if (chainId) {
    result.chainId = chainId
    result.caipNetworkId = `eip155:${chainId}`
  }
  if (connector) result.connector = { id: connector.id, name: connector.name, type: connector.type }
  if (siwxSession && sessionMatches(siwxSession, accounts))
    result.siwx = { message: siwxSession.message, signature: siwxSession.signature }
  return result
}

/** hostState of the frame's current state. */
export function hostStateOf(store: Store): LatchState {
  return hostState({
    router: store.get(routerAtom),
    namespace: store.get(namespaceAtom).active,
    connection: store.get(connectionAtom),
    siwxSession: store.get(siwxSessionAtom),
    accounts: connectedAccountIds(store),
  })
}
