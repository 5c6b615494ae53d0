/**
 * Options of `createLatch` (and of the default instance behind `openModal`).
 *
 * @example
 * const options: LatchOptions = { projectId: 'latch-dev', networks: ['eip155:31337'], themeMode: 'dark' }
 */
export type LatchOptions = {
  /** The project's id; its allow-list decides which origins may embed the modal. */
  projectId?: string | undefined
  /** Where the frame is served. Default `http://127.0.0.1:3000`. */
  frameUrl?: string | undefined
  /** CAIP-2 ids of the networks to offer; the project's own networks apply without it. */
  networks?: string[] | undefined
  themeMode?: 'light' | 'dark' | undefined
  /** `--latch-*` CSS variables; unknown keys and unsafe values are dropped before they reach the frame. */
  themeVariables?: Record<string, string | number> | undefined
  /** The host app as the modal and wallets show it. URLs must be http(s). */
  metadata?: { name: string; description?: string; url: string; icons: string[] } | undefined
  /** Discover the page's wallets over EIP-6963 and announce Latch itself. Default true. */
  enableEIP6963?: boolean | undefined
  /** How long to wait for the frame's handshake, in ms, before failing with ProviderDisconnectedError. Default 10000. */
  handshakeTimeout?: number | undefined
}
