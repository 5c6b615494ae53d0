import type {
  InitPayload,
  InjectedWalletInfo,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '@latch/protocol'
import type { AccountType, SiwxSession } from '@latch/shared-types'
import { atom } from 'jotai'
import type { AnalyticsClient } from '@/analytics/createAnalyticsClient'
import type { ApiClient } from '@/api/createApiClient'
import type { SendLimitState } from '@/approvals/sendLimitCheck'
import type { ApprovalRequest } from '@/connectors/ApprovalRequest'
import type { ConnectorKind } from '@/connectors/FrameConnector'
import type { HostLink } from '@/embed/hostLink'
import type { AuthUser } from '@/embedded/api/authApi'
import type { SecondFactorKind } from '@/embedded/api/totpApi'
import type { ExportedKeys } from '@/embedded/custody/exportKeys'
import { type EmailLoginState, initialEmailLoginState } from '@/embedded/emailLoginReducer'
import { initialRegisterNameState, type RegisterNameState } from '@/names/RegisterNameState'
import type { Bip84Network, BitcoinNetwork } from '@/networks/BitcoinNetwork'
import type { NearNetwork } from '@/networks/NearNetwork'
import type { Network } from '@/networks/Network'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { KnownContracts } from '@/projects/KnownContracts'
import type { KnownSolanaTokens } from '@/projects/KnownSolanaTokens'
import { initialSendState, type SendState } from '@/send/SendState'
import { type BalancesState, initialBalancesState } from '@/state/balancesReducer'
import { type ConnectionState, initialConnectionState } from '@/state/connectionReducer'
import { initialRouterState, type RouterState } from '@/state/routerReducer'
import { initialTransactionsState, type TransactionsState } from '@/state/TransactionsState'
import { initialToastState, type ToastState } from '@/state/toastReducer'
import type { FrameStorage, FrameStorageTier } from '@/storage/types'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import type { HostBitcoinAddresses } from './bitcoinAccountOf'
import { initialNamespaceState, type NamespaceState } from './namespaceReducer'

/** The view stack and open state. */
export const routerAtom = atom<RouterState>(initialRouterState)
/**
 * The overlay may be on screen: from the modal's open until the host has confirmed it hid the frame.
 * Until then a closed modal keeps its last view; after, it shows the view open() will show.
 */
export const overlayShownAtom = atom(false)
/**
 * The host page has sent init (its options and theme). Until then the closed modal renders nothing:
 * neither in the server's HTML, where a view could be typed into before React hydrates it, nor in
 * the default theme.
 */
export const hostInitializedAtom = atom(false)
/** The connection to a wallet. */
export const connectionAtom = atom<ConnectionState>(initialConnectionState)
/** The toast of docs/behaviour.md#states-and-transitions. */
export const toastAtom = atom<ToastState>(initialToastState)
/** The wallets the host page announced. */
export const walletsAtom = atom<InjectedWalletInfo[]>([])
/** The networks the host asked for (or the project's), first is the default. */
export const networksAtom = atom<Network[]>([])
/** The requested Solana networks the frame knows (docs/namespaces.md); the embedded wallet's Solana account is read on the first. */
export const solanaNetworksAtom = atom<SolanaNetwork[]>([])
/** The requested Bitcoin networks the frame knows (docs/namespaces.md); the embedded wallet's Bitcoin account is shown on the first. */
export const bitcoinNetworksAtom = atom<BitcoinNetwork[]>([])
/** The requested NEAR networks the frame knows (docs/namespaces.md#near); the embedded wallet's NEAR account is shown on the first. */
export const nearNetworksAtom = atom<NearNetwork[]>([])
/** The Solana accounts (CAIP-10) the WalletConnect session approved beside its EVM one; none without one. */
export const walletConnectSolanaAccountsAtom = atom<readonly string[]>([])
/** The Bitcoin accounts (CAIP-10) the WalletConnect session holds on the app's Bitcoin networks; none without one. */
export const walletConnectBitcoinAccountsAtom = atom<readonly string[]>([])
/** The NEAR accounts (CAIP-10) the WalletConnect session holds on the app's NEAR networks; none without one. */
export const walletConnectNearAccountsAtom = atom<readonly string[]>([])
/** The addresses (base58) the connected host-page Solana wallet shares, first the one in use; none without one. */
export const hostSolanaAccountsAtom = atom<readonly string[]>([])
/** The addresses the connected host-page Bitcoin wallet shares, the first of each network's kind; none without one. */
export const hostBitcoinAddressesAtom = atom<HostBitcoinAddresses>({})
/** The accounts (CAIP-10) the connected host-page NEAR wallet signed in with on the app's first NEAR network; none without one. */
export const hostNearAccountsAtom = atom<readonly string[]>([])
/** The active namespace and its switching flag (namespaceReducer). */
export const namespaceAtom = atom<NamespaceState>(initialNamespaceState)
/** The theme the host chose. */
export const themeAtom = atom<{ themeMode: ThemeMode; themeVariables: ThemeVariables }>({
  themeMode: 'dark',
  themeVariables: {},
})
/** Where the frame's storage module keeps host-visible values in this browser (for diagnostics). */
export const storageTierAtom = atom<FrameStorageTier>('memory')
/** An alert of docs/behaviour.md#errors (short text, long text), shown in the modal until dismissed. */
export type FrameAlert = { variant: 'error'; shortMessage: string; longMessage: string }
/** The alert shown, if any. */
export const alertAtom = atom<FrameAlert | null>(null)
/** The host's options that shape the lists, sign-in and features (docs/behaviour.md#entities Configuration). */
export type HostConfig = Pick<
  InitPayload,
  | 'metadata'
  | 'allWallets'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'features'
  | 'siwx'
  | 'enableWalletConnect'
  | 'enableWallets'
  | 'enableEmbedded'
  | 'allowUnsupportedChain'
  | 'debug'
  | 'inline'
  | 'defaultAccountTypes'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
  | 'tokens'
> & {
  isMobile: boolean
  /** Whether the frame runs on iOS, where a wallet's universal link is the one that opens its app. */
  isIos?: boolean
}
/** The host's configuration, as the SDK sent it at init. */
export const hostConfigAtom = atom<HostConfig>({ isMobile: false })
/** The wallets last connected through WalletConnect, newest first (docs/behaviour.md#constants-and-limits: 2 remembered). */
export const recentWalletsAtom = atom<CatalogueWallet[]>([])

// The frame's session with its host page: set once the handshake and `init` have happened.

/** The penpal link to the host page. */
export const hostLinkAtom = atom<HostLink | undefined>(undefined)
/**
 * The frame's storage module, made by the controller (its backends are probed once, then) and made
 * again by `init` with the host mirror. Read it through `frameStorage(store)`.
 */
export const frameStorageAtom = atom<FrameStorage | undefined>(undefined)
/** The frame's own /api, as the host page it serves. */
export const apiClientAtom = atom<ApiClient | undefined>(undefined)
/** Analytics for the host page it serves. */
export const analyticsAtom = atom<AnalyticsClient | undefined>(undefined)
/** The last state pushed to the host (as JSON), so that each change is pushed once. */
export const lastPushedStateAtom = atom('')
/** Settles once the stored session (if any) was tried after `init`; requests wait for it. */
export const reconnectingAtom = atom<Promise<void>>(Promise.resolve())

// The connection's working state, beside the reducer's.

/** Which kind of connector holds the connected account. */
export const activeConnectorAtom = atom<ConnectorKind | undefined>(undefined)
/** The host-window wallet (its EIP-6963 uuid) the host bridge is connected to. */
export const bridgedWalletAtom = atom<string | undefined>(undefined)
/** The WalletConnect pairing under way, aborted when the modal closes or a new one starts. */
export const pairingAtom = atom<AbortController | undefined>(undefined)
/** `eth_requestAccounts` calls waiting for the user to connect (or to close the modal: 4001). */
type AccountsWaiter = { resolve: (accounts: string[]) => void; reject: (error: Error) => void }
export const accountsWaitersAtom = atom<readonly AccountsWaiter[]>([])
/** The sign-in (SIWX) session of the connected account, as stored. */
export const siwxSessionAtom = atom<SiwxSession | undefined>(undefined)

// The embedded wallet, for the views: who is logged in, never a token or a share.

/** The embedded user's smart account (docs/behaviour.md#entities), beside the key's own address (`address`, the EOA). */
type EmbeddedSmartAccount = {
  /** The LatchAccount the key owns, deployed or not (counterfactual). */
  smartAccount?: `0x${string}` | undefined
  /** The account the host sees: the preferred one where the network has smart accounts. */
  accountType?: AccountType | undefined
  /** Whether the smart account has code on the connected network. */
  smartAccountDeployed?: boolean | undefined
  /** The wallet's Solana account (base58), derived from the same key. */
  solanaAddress?: string | undefined
  /** The wallet's Bitcoin account on each of Bitcoin's networks, derived from the same key. */
  bitcoinAddresses?: Record<Bip84Network, string> | undefined
  /** The wallet's NEAR implicit account, derived from the same key. */
  nearAccountId?: string | undefined
}
/** The embedded-wallet user, and whether the login outlives the page (`persistent`). */
export const embeddedAccountAtom = atom<
  (AuthUser & EmbeddedSmartAccount & { persistent: boolean }) | undefined
>(undefined)
/** The email login under way (docs/behaviour.md#validation). */
export const emailLoginAtom = atom<EmailLoginState>(initialEmailLoginState)
/**
 * What the visitor typed in Connect's email field, kept apart from the field: the Connect list may
 * render it anew (the wallet list arriving), and nothing typed is lost to that.
 */
export const emailDraftAtom = atom('')
/** A request of the host waiting in ApproveTransaction for the user; the first one is shown. */
export type PendingApproval = {
  id: string
  request: ApprovalRequest
  /** The host page that asks, as the handshake verified it. */
  origin: string
  resolve(): void
  reject(error: Error): void
}
export const approvalsAtom = atom<readonly PendingApproval[]>([])
/** The embedded wallet's send limit, read anew for each approval (docs/passkeys.md#send-limit). */
export const sendLimitAtom = atom<SendLimitState>({ step: 'checking' })
export const knownContractsAtom = atom<readonly KnownContracts[]>([])
/** The SPL tokens the frame knows per Solana cluster (embed page props). */
export const knownSolanaTokensAtom = atom<readonly KnownSolanaTokens[]>([])
/** Whether the project pays its users' smart-account gas through the frame's paymaster service. */
export const sponsorGasAtom = atom(false)
/**
 * Key export (ExportKey): the fresh code asked for, then the keys shown (the Ethereum key and the
 * Solana keypair derived from it). They are in this atom only while ExportKey is the shown view:
 * leaving it clears them.
 */
type ExportKeyState =
  /**
   * `passkey`: whether a passkey of the wallet can prove its user instead of a mailed code; `totp`:
   * whether its authenticator app is on, which alone proves the user then; `passkeyFactor`: whether
   * its passkeys are its second factor, which alone prove the user then. Each undefined while asked.
   */
  | {
      step: 'start'
      busy: boolean
      error?: string
      passkey?: boolean
      totp?: boolean
      passkeyFactor?: boolean
    }
  | { step: 'code'; challengeId: string; busy: boolean; error?: string }
  | { step: 'shown'; keys: ExportedKeys }
export const exportKeyAtom = atom<ExportKeyState>({ step: 'start', busy: false })
/**
 * A login on a device that has not passed the wallet's second factor, waiting for the visitor's code
 * in SecondFactor (docs/passkeys.md#second-factor): `busy` while the server checks one, `error` the
 * last refusal. Undefined when no login waits.
 */
export const secondFactorPromptAtom = atom<
  { busy: boolean; kind: SecondFactorKind; error?: string } | undefined
>(undefined)
/** The social login under way in its popup (docs/behaviour.md#entities socialProvider, socialWindow). */
export const socialLoginAtom = atom<{ provider: SocialProvider; status: 'popup' | 'verifying' } | undefined>(
  undefined,
)

/**
 * The passkey login of ConnectingPasskey (docs/passkeys.md): preparing its options, ready for the
 * visitor's choice, waiting on the passkey prompt (in the frame or its popup), or verifying; with the
 * reason the last try failed.
 */
export type PasskeyLoginState = {
  step: 'preparing' | 'ready' | 'waiting' | 'verifying'
  purpose?: 'register' | 'login'
  error?: string
}
export const passkeyLoginAtom = atom<PasskeyLoginState | undefined>(undefined)

/**
 * The Farcaster login under way (docs/farcaster.md): its channel's URL, shown as a QR code, is the
 * account state's farcasterUrl (docs/behaviour.md#entities). Cleared when the login ends or is left.
 */
export const farcasterLoginAtom = atom<
  { url: string | undefined; status: 'preparing' | 'waiting' | 'verifying' } | undefined
>(undefined)

// The connected account, for the Account view and the flows that start from it.

/** The Account view's tab (docs/behaviour.md#entities currentTab): kept while the modal closes and opens again. */
export type AccountTab = 'tokens' | 'activity'
export const accountTabAtom = atom<AccountTab>('tokens')
/** The connected account's balances on its network. */
export const balancesAtom = atom<BalancesState>(initialBalancesState)
/** The balances of the connected Solana account (connectedSolanaAccount), kept as the EVM account's are. */
export const solanaBalancesAtom = atom<BalancesState>(initialBalancesState)
/** The balance of the connected Bitcoin account (connectedBitcoinAccount), kept as the EVM account's are. */
export const bitcoinBalancesAtom = atom<BalancesState>(initialBalancesState)
/** The connected account's profile (docs/behaviour.md#entities profileName, profileImage), for `address`. */
type AccountProfile = { address: string; name: string | null; avatar: string | null }
export const profileAtom = atom<AccountProfile | undefined>(undefined)
/** The registration of a `.latch.id` name under way (RegisterAccountName). */
export const registerNameAtom = atom<RegisterNameState>(initialRegisterNameState)
/** The send under way (WalletSend, WalletSendPreview). */
export const sendAtom = atom<SendState>(initialSendState)
/** The connected account's transactions, for Activity (docs/behaviour.md#states-and-transitions Transactions). */
export const transactionsAtom = atom<TransactionsState>(initialTransactionsState)
/**
 * Names of the addresses Activity shows (docs/behaviour.md#entities addressLabels), by lowercased address, from
 * /v1/identity; null when the address has none.
 */
export const addressLabelsAtom = atom<Readonly<Record<string, string | null>>>({})
