import type { NearNetwork } from '@/networks/NearNetwork'
import type { ConnectionState } from './connectionReducer'

/** The connected NEAR account: its account id, the network it is shown on, and its CAIP-10 id. */
export type NearAccount = { address: string; network: NearNetwork; key: string }

/**
 * The connected NEAR account, on the first NEAR network the host asked for: the embedded wallet's
 * implicit account, the same on every NEAR network (docs/namespaces.md#near). Undefined while nobody
 * is connected, the connected wallet holds no NEAR account, or no NEAR network is asked for.
 *
 * @example
 * nearAccountOf({ connection, nearAccountId: embedded?.nearAccountId, nearNetworks })
 * // { address: '6f1c…', network: NEAR Testnet, key: 'near:testnet:6f1c…' }
 */
export function nearAccountOf(state: {
  connection: Pick<ConnectionState, 'status' | 'connector'>
  /** The embedded wallet's. */
  nearAccountId: string | undefined
  nearNetworks: readonly NearNetwork[]
}): NearAccount | undefined {
  const network = state.nearNetworks[0]
  const { connection, nearAccountId } = state
  if (connection.status !== 'connected' || connection.connector?.type !== 'AUTH' || !network) return undefined
  return nearAccountId
    ? { address: nearAccountId, network, key: `${network.caipNetworkId}:${nearAccountId}` }
    : undefined
}
