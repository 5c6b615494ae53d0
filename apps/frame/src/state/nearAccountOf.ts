import type { NearNetwork } from '@/networks/NearNetwork'
import type { ConnectionState } from './connectionReducer'

/** The connected NEAR account: its account id, the network it is shown on, and its CAIP-10 id. */
export type NearAccount = { address: string; network: NearNetwork; key: string }

/**
 * The connected NEAR account: the embedded wallet's implicit account, the same on every NEAR
 * network, on the first NEAR network the host asked for (docs/namespaces.md#near), or the account a
 * WalletConnect session or a host page's NEAR wallet holds on the first NEAR network asked for that
 * it holds one on. Undefined
 * while nobody is connected, the connected wallet holds no NEAR account, or no NEAR network is
 * asked for.
 *
 * @example
 * nearAccountOf({ connection, nearAccountId: embedded?.nearAccountId, walletConnectNearAccounts, hostNearAccounts, nearNetworks })
 * // { address: '6f1c…', network: NEAR Testnet, key: 'near:testnet:6f1c…' }
 */
export function nearAccountOf(state: {
  connection: Pick<ConnectionState, 'status' | 'connector'>
  /** The embedded wallet's. */
  nearAccountId: string | undefined
  /** The WalletConnect session's, CAIP-10. */
  walletConnectNearAccounts: readonly string[]
  /** The host page's NEAR wallet's, CAIP-10. */
  hostNearAccounts: readonly string[]
  nearNetworks: readonly NearNetwork[]
}): NearAccount | undefined {
  const { connection, nearAccountId } = state
  if (connection.status !== 'connected') return undefined
  const type = connection.connector?.type
  const accountOn = (network: NearNetwork) => {
    if (type === 'AUTH') return nearAccountId
    const accounts =
      type === 'WALLET_CONNECT'
        ? state.walletConnectNearAccounts
        : type === 'ANNOUNCED'
          ? state.hostNearAccounts
          : []
    const prefix = `${network.caipNetworkId}:`
    return accounts.find((account) => account.startsWith(prefix))?.slice(prefix.length)
  }
  const network = state.nearNetworks.find((candidate) => accountOn(candidate) !== undefined)
  const address = network && accountOn(network)
  return network && address ? { address, network, key: `${network.caipNetworkId}:${address}` } : undefined
}
