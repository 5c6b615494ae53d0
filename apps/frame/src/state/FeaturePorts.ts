import type { EmbeddedConnector } from '@/connectors/createEmbeddedConnector'
import type { LazyConnector } from '@/connectors/createLazyConnector'
import type { ConnectedWallet, ConnectorKind } from '@/connectors/FrameConnector'
import type { EmbeddedApi } from '@/embedded/createEmbeddedApi'
import type { RpcTarget } from '@/networks/readRpcEndpoint'

/** What a feature may ask of the connection: the controller's connection flow answers it. */
export type ConnectionPort = {
  /** Marks the connection under way, runs `connect` and records the wallet it answers (or its error). */
  connectThrough(
    kind: ConnectorKind,
    connector: ConnectedWallet['connector'],
    connect: () => Promise<ConnectedWallet>,
  ): Promise<void>
  /** Whether a connector holds a connected account (an EVM one, or a Solana one alone). */
  isConnected(): boolean
  /** Brings back the stored session when no account is connected and no connection is under way. */
  reconnectIfDisconnected(): Promise<void>
  /** Disconnects whichever wallet is connected, and signs out of the host's sign-in. */
  disconnect(): Promise<void>
}

/** What every feature is given: features reach the wallet, the node and each other through these alone. */
export type FeaturePorts = {
  /**
   * An EIP-1193 request to the connected wallet, through the request policy; a Solana method's
   * params are one object, as WalletConnect's Solana JSON-RPC words them.
   */
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>
  /** A read-only call to the active network's node. */
  readRpc(method: string, params?: unknown): Promise<unknown>
  /** A read-only call to the node of `network`, of any namespace (readRpcEndpoint says where it goes). */
  readRpcAt(network: RpcTarget, method: string, params: unknown[]): Promise<unknown>
  projectId: string
  /** Connects a wallet the feature made ready itself (the embedded login), with the connection's bookkeeping. */
  connection: ConnectionPort
  /** The embedded wallet's connector, loaded on first use. */
  embedded: LazyConnector<EmbeddedConnector, never>
  /** The embedded wallet's API client, loaded with its flow. */
  embeddedApi(): Promise<EmbeddedApi>
  /** Fetches the account's balances again (`force`: read afresh, after a transaction). */
  refreshBalances(options?: { force?: boolean; background?: boolean }): Promise<void>
  /** Fetches the connected Solana account's balances again. */
  refreshSolanaBalances(options?: { force?: boolean; background?: boolean }): Promise<void>
  /** Fetches the connected Bitcoin account's balance again. */
  refreshBitcoinBalances(options?: { force?: boolean; background?: boolean }): Promise<void>
  /** Reads the account's name again. */
  refreshProfile(): Promise<void>
  /** Fetches the account's activity again. */
  refreshActivity(): Promise<void>
}
