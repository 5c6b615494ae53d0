import type { AccountType } from './AccountType'
import type { CaipNetworkId } from './CaipNetworkId'
import type { ChainNamespace } from './ChainNamespace'
import type { DappMetadata } from './DappMetadata'
import type { Features } from './Features'
import type { SiwxConfig } from './SiwxConfig'
import type { CustomWallet } from './WalletCatalogueEntry'

/** How the "All wallets" entry of the Connect view shows: always, never, or on mobile only. */
export type AllWalletsOption = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

/** A token the host wants shown for a network, with an optional image to use instead of the catalogue's. */
export interface ConfiguredToken {
  address: string
  image?: string | undefined
}

/** The sdkType sent in API headers when the host gives none (docs/behaviour.md#entities). */
export const defaultSdkType = 'appkit'

/** Everything the host app configures (docs/behaviour.md#entities). */
export interface Configuration {
  projectId: string
  features?: Features | undefined
  allWallets?: AllWalletsOption | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  tokens?: Readonly<Partial<Record<CaipNetworkId, ConfiguredToken>>> | undefined
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  customWallets?: readonly CustomWallet[] | undefined
  siwx?: SiwxConfig | undefined
  metadata?: DappMetadata | undefined
  sdkVersion?: string | undefined
  /** Open-ended: the API only echoes it back in headers. */
  sdkType?: string | undefined
  enableWalletConnect?: boolean | undefined
  enableWallets?: boolean | undefined
  enableEmbedded?: boolean | undefined
  enableEIP6963?: boolean | undefined
  debug?: boolean | undefined
  allowUnsupportedChain?: boolean | undefined
  defaultAccountTypes?: Readonly<Partial<Record<ChainNamespace, AccountType>>> | undefined
}
