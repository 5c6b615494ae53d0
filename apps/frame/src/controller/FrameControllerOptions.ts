import type { createStore } from 'jotai'
import type { Platform } from '@/platform/detectPlatform'
import type { WalletConnectConfig } from '@/projects/WalletConnectConfig'
import type { createWalletConnectConnector } from '@/wallets/walletconnect/createWalletConnectConnector'

/** What `/embed` gives the frame's controller: the project, and what tests replace. */
export type FrameControllerOptions = {
  store: ReturnType<typeof createStore>
  projectId: string
  projectNetworks: string[]
  /** Time zones whose visitors the project offers no swaps and no onramp (docs/restricted-time-zones.md). */
  restrictedTimeZones?: string[] | undefined
  /** The visitor's IANA time zone; the browser's unless given. */
  timeZone?: string | undefined
  /** The visitor's languages, most wanted first; the browser's unless given. */
  languages?: readonly string[] | undefined
  /** For the frame's own /api calls; tests pass a fake server. */
  fetch?: typeof fetch
  /** Where WalletConnect pairs; without it the frame offers no WalletConnect. */
  walletConnect?: WalletConnectConfig | undefined
  /** Tests pass a connector of their own making. */
  createWalletConnect?: typeof createWalletConnectConnector
  /** The browser, read from the user agent unless given. */
  platform?: Platform
  /**
   * The frame's own origin, where its RPC proxy answers: the page's, in a browser. Null (and, outside
   * a browser, absent) reads each network at its own rpcUrl, as unit tests in Node do.
   */
  frameOrigin?: string | null
}
