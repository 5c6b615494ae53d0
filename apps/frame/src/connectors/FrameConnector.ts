import type { ConnectedAccount } from '@/state/connectionReducer'
import type { StoredConnector } from './storedConnector'

/** The kinds of wallet the frame connects; the host bridge covers injected and EIP-6963 wallets. */
export type ConnectorKind = 'injected' | 'walletconnect' | 'embedded'

/**
 * What a connector connected: which connector, and its EVM account (address, chain) unless it
 * connected another namespace alone (a host page's Solana, Bitcoin or NEAR wallet: `namespace` says
 * which, and its addresses are in hostSolanaAccountsAtom, hostBitcoinAddressesAtom or hostNearAccountsAtom).
 */
export type ConnectedWallet = ConnectedAccount & { namespace?: 'solana' | 'bip122' | 'near' }

/** What a connected wallet says on its own, outside any request. */
export type WalletEvent =
  | { type: 'accountsChanged'; accounts: `0x${string}`[] }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'disconnect' }

/**
 * One kind of wallet behind one interface, so that the controller never branches on the kind: it
 * connects with what the view picked, reconnects from what was stored, sends requests to the one
 * connected and listens to its events.
 */
export interface FrameConnector<ConnectArgs> {
  readonly kind: ConnectorKind
  /** Asks the user's wallet for an account; rejects with the wallet's error (4001 when refused). */
  connect(args: ConnectArgs): Promise<ConnectedWallet>
  /** The account of a session that outlived a reload, without asking the user; undefined if none. */
  reconnect(stored: StoredConnector): Promise<ConnectedWallet | undefined>
  /**
   * An EIP-1193 request to the connected wallet; 4900 when none is connected. `checked` is the
   * params as validateRequest parsed them, when it did: a wallet the frame runs itself uses those
   * instead of checking again; a wallet elsewhere is asked with `params` as they came.
   */
  request(method: string, params?: unknown, checked?: unknown): Promise<unknown>
  /** Ends the session; a session already gone counts as ended. */
  disconnect(): Promise<void>
  /** The wallet's own events; returns the unsubscribe function. */
  onEvent(listener: (event: WalletEvent) => void): () => void
}
