import type { WalletEvent } from '@/connectors/FrameConnector'
import type { Bip84Network } from '@/networks/BitcoinNetwork'

/**
 * The connected accounts of a WalletConnect session, and the wallet app that holds them: its EVM
 * account (address and chain) where it approved one, and its accounts of the other namespaces.
 */
export type WalletConnectAccount = (
  | { address: `0x${string}`; chainId: number }
  | { address?: undefined; chainId?: undefined }
) & {
  /** The wallet's own metadata, as it sent it: untrusted text, render it as text. */
  peer: { name: string; url?: string; icons: string[] }
  /** The session's Solana accounts (CAIP-10, `solana:<cluster>:<base58>`), when the wallet approved any. */
  solanaAccounts?: string[]
  /** The session's Bitcoin accounts (CAIP-10, `bip122:<genesis>:<address>`), when the wallet approved any. */
  bitcoinAccounts?: string[]
  /** The session's NEAR accounts (CAIP-10, `near:<network>:<account id>`), when the wallet approved any. */
  nearAccounts?: string[]
}

/**
 * What the wallet tells the dapp on its own, outside any request: the events of every connector, and
 * the session's Solana, Bitcoin and NEAR accounts when a session update changes them.
 */
export type WalletConnectEvent =
  | WalletEvent
  | { type: 'solanaAccountsChanged'; accounts: string[] }
  | { type: 'bitcoinAccountsChanged'; accounts: string[] }
  | { type: 'nearAccountsChanged'; accounts: string[] }

/** Where the connector keeps its WalletConnect state: one string, whatever the frame stores it in. */
export type WalletConnectBlobStorage = {
  get(): Promise<string | null>
  set(value: string): Promise<void>
  remove(): Promise<void>
}

export type WalletConnectNetwork = { id: number; caipNetworkId: `eip155:${number}`; rpcUrl: string }

/** A Solana cluster the pairing asks for. */
export type WalletConnectSolanaNetwork = { caipNetworkId: `solana:${string}`; rpcUrl: string }

/** A Bitcoin network the pairing asks for, and the kind of address its accounts have. */
export type WalletConnectBitcoinNetwork = { caipNetworkId: `bip122:${string}`; bip84: Bip84Network }

/** The CAIP-2 network of each namespace beside eip155 that a request of it goes to. */
export type NamespaceChains = {
  solana?: string | undefined
  bip122?: string | undefined
  near?: string | undefined
}

/** A NEAR network the pairing asks for. */
export type WalletConnectNearNetwork = { caipNetworkId: `near:${string}` }

export type WalletConnectConnectorOptions = {
  relayUrl: string
  projectId: string
  /**
   * Local mode: no verify attestation (it waits 5 s per request when its host is unreachable), no
   * telemetry, nothing fetched from outside hosts.
   */
  local: boolean
  /** What the wallet shows of the dapp. */
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** The chains to ask for; the first is the default. */
  networks: WalletConnectNetwork[]
  /** The Solana clusters to ask for beside them; none by default. */
  solanaNetworks?: WalletConnectSolanaNetwork[]
  /** The Bitcoin networks to ask for beside them; none by default. */
  bitcoinNetworks?: WalletConnectBitcoinNetwork[]
  /** The NEAR networks to ask for beside them; none by default. */
  nearNetworks?: WalletConnectNearNetwork[]
  storage: WalletConnectBlobStorage
  now?: () => number
  /** How long a pairing URI is offered; `limits.pairing.lifetimeMs` (4 min) by default. */
  pairingLifetimeMs?: number
  /** A URI is renewed this long before it expires; 10 s by default (docs/behaviour.md#constants-and-limits). */
  pairingExpiryMarginMs?: number
}

/**
 * The dapp side of WalletConnect in the frame: pairs with a wallet app, keeps the session across
 * reloads and sends it EIP-1193 requests.
 */
export interface WalletConnectConnector {
  /**
   * Loads the WalletConnect SDK and the stored session; the account if a live session was stored.
   * The other methods load too, so calling this first is only needed to learn about the session.
   */
  restore(): Promise<WalletConnectAccount | undefined>
  /**
   * Pairs: calls `onUri` with each `wc:` URI and its expiry (epoch ms); shortly before that expiry
   * it makes a fresh pairing and calls `onUri` again, until the wallet approves (resolves), rejects
   * (rejects with UserRejectedRequestError, 4001) or `signal` aborts (rejects with an AbortError
   * DOMException). A second call while one is pending aborts the first. A session already there is
   * ended first.
   */
  connect(options: {
    onUri: (uri: string, expiresAt: number) => void
    signal?: AbortSignal | undefined
  }): Promise<WalletConnectAccount>
  /**
   * An EIP-1193 request through the session on the current chain, or a Solana, Bitcoin or NEAR method's
   * on the network `chains` names for its namespace (the one the visitor is on, which the session
   * must hold an account on: else 4901), under the name WalletConnect's JSON-RPC gives it. Errors
   * are ProviderRpcErrors that keep their code (4001 when the user rejects in the wallet); 4900
   * without a session; 4200 for a method the wallet did not approve.
   */
  request(method: string, params?: unknown, chains?: NamespaceChains): Promise<unknown>
  /** Ends the session (one already gone counts as ended) and removes the stored state. */
  disconnect(): Promise<void>
  /** The wallet's own events; returns the unsubscribe function. */
  onEvent(listener: (event: WalletConnectEvent) => void): () => void
  /** Stops the relay connection and the timers; the connector is unusable afterwards. */
  destroy(): void
}
