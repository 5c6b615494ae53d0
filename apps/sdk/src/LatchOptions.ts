import type { SocialProvider } from '@latch/protocol'

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
  /** Wallet catalogue ids to show first on Connect (4 by default come from the catalogue's ranking). */
  featuredWalletIds?: string[] | undefined
  /** Only these catalogue wallets are listed. */
  includeWalletIds?: string[] | undefined
  /** These catalogue wallets are never listed. */
  excludeWalletIds?: string[] | undefined
  /** Wallets to list beside the catalogue's; links must be http(s) or the wallet's own app scheme. */
  customWallets?:
    | {
        id: string
        name: string
        homepage?: string
        image_url?: string
        mobile_link?: string
        /** An https link that opens the app where installed, else the wallet's site; preferred on iOS. */
        universal_link?: string
        desktop_link?: string
        webapp_link?: string
        app_store?: string
        play_store?: string
        rdns?: string
      }[]
    | undefined
  /** Whether Connect links to the full wallet list: always (default), never, or on mobile only. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  /**
   * Feature switches; `connectMethodsOrder` orders Connect's groups, `email`, `socials` and
   * `passkey` shape the embedded wallet's logins (`socials: false` and `passkey: false` hide them), `collapseWallets` folds the wallet list
   * into one button, `pendingTransactions` has Activity re-read itself every 30 s while it lists a
   * pending transaction (off by default). For Account: `send`, `receive`, `swaps`, `onramp` (Buy)
   * and `history` (Activity), each hidden by `false`, and `walletFeaturesOrder`, the order of its
   * actions (those left out follow in the default order).
   */
  features?:
    | {
        analytics?: boolean
        email?: boolean
        passkey?: boolean
        socials?: SocialProvider[] | false
        collapseWallets?: boolean
        connectMethodsOrder?: ('email' | 'social' | 'passkey' | 'wallet')[]
        pendingTransactions?: boolean
        send?: boolean
        receive?: boolean
        swaps?: boolean
        onramp?: boolean
        history?: boolean
        walletFeaturesOrder?: ('send' | 'receive' | 'swaps' | 'onramp')[]
      }
    | undefined
  /**
   * The modal's language, a BCP 47 tag such as `'de'`, `'pt-BR'` or `'zh-TW'`. Without it, or with
   * one Latch does not speak, the visitor's browser languages decide, then English. See the README
   * for the languages.
   */
  locale?: string | undefined
  /** Sign in with the wallet (EIP-4361) after connecting; `required` makes the sign-in mandatory. */
  siwx?: { required?: boolean; signOutOnDisconnect?: boolean; statement?: string } | undefined
  /** Offer WalletConnect (QR code and mobile wallets). Default true. */
  enableWalletConnect?: boolean | undefined
  /**
   * Offer wallets to connect (the page's browser wallets and the catalogue's). Default true; `false`
   * leaves the embedded wallet, and on a computer the modal opens on a WalletConnect QR code for any
   * wallet to scan.
   */
  enableWallets?: boolean | undefined
  /** Offer the embedded wallet (email, social and passkey login). Default true. */
  enableEmbedded?: boolean | undefined
  /**
   * A token to watch per network (CAIP-2 id): listed in Account's balances even when the account
   * holds none. `image` must be http(s).
   */
  tokens?: Record<string, { address: `0x${string}`; image?: string | undefined }> | undefined
  /** The dapp's terms, an http(s) link shown under Connect. */
  termsConditionsUrl?: string | undefined
  /** The dapp's privacy policy, an http(s) link shown under Connect. */
  privacyPolicyUrl?: string | undefined
  /** Keep a wallet on a network outside `networks` connected instead of asking to switch. */
  allowUnsupportedChain?: boolean | undefined
  /** Which account of an embedded user the app sees (`eoa` by default) until the user picks one in Account settings. */
  defaultAccountTypes?: { eip155?: 'eoa' | 'smartAccount' } | undefined
  /**
   * Log every message between the page and the modal's frame, with its outcome and time, in the
   * browser's console (the frame's own lines start with `latch:`). For development.
   */
  debug?: boolean | undefined
  /**
   * A CSS selector of an element of the page to show the modal in, inline and always open (closing
   * it goes back to Account or Connect), instead of over the page. The element gives the size.
   */
  container?: string | undefined
  /** How long to wait for the frame's handshake, in ms, before failing with ProviderDisconnectedError. Default 10000. */
  handshakeTimeout?: number | undefined
}
