import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { ConnectionState } from './connectionReducer'

/** The connected Solana account: its address, the cluster it is shown on, and its CAIP-10 id. */
export type SolanaAccount = { address: string; network: SolanaNetwork; key: string }

/**
 * The connected Solana account, on the first Solana network the host asked for (Networks puts the
 * one picked first), with `key` (its CAIP-10 id) naming whose state a piece holds: the embedded
 * wallet's, or the one the WalletConnect session approved on that cluster. Undefined while nobody is
 * connected, the connected wallet holds no Solana account there, or no Solana network is asked for.
 * A host page's Solana wallet (Wallet Standard) has no cluster in its accounts: its first is used on
 * whichever cluster the visitor is on.
 *
 * @example
 * solanaAccountOf({ connection, solanaAddress: embedded?.solanaAddress, walletConnectSolanaAccounts, hostSolanaAccounts, solanaNetworks })
 * // { address: '4AFA…', network: localSolanaNetwork, key: 'solana:localnet:4AFA…' }
 */
export function solanaAccountOf(state: {
  connection: Pick<ConnectionState, 'status' | 'connector'>
  /** The embedded wallet's. */
  solanaAddress: string | undefined
  walletConnectSolanaAccounts: readonly string[]
  /** The connected host-page Solana wallet's addresses. */
  hostSolanaAccounts: readonly string[]
  solanaNetworks: readonly SolanaNetwork[]
}): SolanaAccount | undefined {
  const { connection } = state
  const network = state.solanaNetworks[0]
  if (connection.status !== 'connected' || !network) return undefined
  const type = connection.connector?.type
  const prefix = `${network.caipNetworkId}:`
  const address =
    type === 'AUTH'
      ? state.solanaAddress
      : type === 'WALLET_CONNECT'
        ? state.walletConnectSolanaAccounts
            .find((account) => account.startsWith(prefix))
            ?.slice(prefix.length)
        : type === 'ANNOUNCED'
          ? state.hostSolanaAccounts[0]
          : undefined
  return address ? { address, network, key: `${prefix}${address}` } : undefined
}
