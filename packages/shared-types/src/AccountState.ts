import type { AccountType } from './AccountType'
import type { CaipAddress } from './CaipAddress'
import type { ChainNamespace } from './ChainNamespace'
import type { EmbeddedWalletUser } from './EmbeddedWalletUser'
import type { AnySocialProvider } from './SocialProvider'
import type { Token } from './Token'
import type { WalletAccount } from './WalletAccount'

/** The wallet app behind the connection, as shown on the Account view. */
export interface ConnectedWalletInfo {
  name: string
  icon?: string | undefined
  type?: string | undefined
  rdns?: string | undefined
}

/** The account of one chain namespace (docs/behaviour.md#entities). */
export interface AccountState {
  caipAddress?: CaipAddress | undefined
  address?: string | undefined
  balance?: string | undefined
  balanceSymbol?: string | undefined
  profileName?: string | null | undefined
  profileImage?: string | null | undefined
  addressExplorerUrl?: string | undefined
  tokenBalance?: readonly Token[] | undefined
  smartAccountDeployed?: boolean | undefined
  currentTab: number
  allAccounts: readonly WalletAccount[]
  /** Keyed by address. */
  addressLabels: Readonly<Record<string, string>>
  connectedWalletInfo?: ConnectedWalletInfo | undefined
  preferredAccountType?: AccountType | undefined
  socialProvider?: AnySocialProvider | undefined
  /** The OAuth popup, kept so the flow can close or refocus it. */
  socialWindow?: Window | undefined
  farcasterUrl?: string | undefined
  user?: Pick<EmbeddedWalletUser, 'email' | 'userName'> | undefined
  /** Epoch ms of the last failed balance fetch; fetches wait out the backoff from here (docs/behaviour.md#states-and-transitions). */
  lastRetry?: number | undefined
  balanceLoading?: boolean | undefined
}

/** The account state of every namespace that has one. */
export type AccountStateByChain = Partial<Record<ChainNamespace, AccountState>>
