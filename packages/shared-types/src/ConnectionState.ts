import type { WalletCatalogueEntry } from './WalletCatalogueEntry'

/** The widget's own connection states (SPEC.md §4). */
export const connectionStatuses = ['disconnected', 'connecting', 'connected'] as const

/** One widget connection state. */
export type ConnectionStatus = (typeof connectionStatuses)[number]

/** The wallet layer's states: the widget's plus reconnecting (SPEC.md §4). */
export const walletConnectionStatuses = [...connectionStatuses, 'reconnecting'] as const

/** One wallet-layer connection state. */
export type WalletConnectionStatus = (typeof walletConnectionStatuses)[number]

/** The WalletConnect pairing and connection progress (SPEC.md §3, §4). */
export interface ConnectionState {
  wcUri?: string | undefined
  /** Epoch ms; a pairing in progress is reused until then on Telegram and iOS Safari. */
  wcPairingExpiry?: number | undefined
  status: ConnectionStatus
  wcError?: boolean | undefined
  /** Set while the wallet answers a request, so the QR stays put. */
  buffering: boolean
  /** The deep link opened for the wallet; reset clears it. */
  wcLinking?: { name: string; href: string } | undefined
  /** The wallet last picked; reset clears it. */
  recentWallet?: WalletCatalogueEntry | undefined
}
