export type { AccountState, AccountStateByChain, ConnectedWalletInfo } from './AccountState'
export { type AccountType, accountTypes } from './AccountType'
export type { CaipAddress } from './CaipAddress'
export type { CaipNetworkId } from './CaipNetworkId'
export { type ChainNamespace, chainNamespaces } from './ChainNamespace'
export type { AllWalletsOption, Configuration, ConfiguredToken } from './Configuration'
export { defaultSdkType } from './Configuration'
export { type ConnectionStatus, connectionStatuses } from './ConnectionStatus'
export { type ConnectMethod, connectMethods } from './ConnectMethod'
export { type Connector, type ConnectorType, connectorTypes } from './Connector'
export { checkOnrampAmount, type OnrampAmountProblem, onrampAmountProblem } from './checkOnrampAmount'
export type { DappMetadata } from './DappMetadata'
export type { EmbeddedWalletUser } from './EmbeddedWalletUser'
export { defaultFeatures, type FeatureSwitch, type Features, featureEnabled } from './Features'
export { formatFiatCents, parseFiatCents } from './fiatCents'
export type { Hex } from './Hex'
export { limits } from './limits'
export type { BlockExplorer, Network, RpcUrlList } from './Network'
export type {
  OnrampNetwork,
  OnrampOptions,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from './OnrampOptions'
export {
  type OnrampPaymentMethod,
  type OnrampProvider,
  type OnrampProviderId,
  onrampPaymentMethods,
  onrampProviderIds,
  onrampProviders,
} from './OnrampProvider'
export type { OnrampAmount, OnrampQuote } from './OnrampQuote'
export { isProjectId, projectIdFormatMessage, projectIdPattern } from './projectId'
export type { SiwxConfig } from './SiwxConfig'
export type { SiwxMessageData, SiwxSession } from './SiwxSession'
export {
  type AnySocialProvider,
  allSocialProviders,
  type SocialProvider,
  socialProviders,
} from './SocialProvider'
export { defaultThemeMode, type ThemeMode, themeModes } from './Theme'
export { defaultToastAutoClose, type Toast, type ToastVariant, toastVariants } from './Toast'
export { type Token, visibleBalances } from './Token'
export type { TransactionHistoryItem, TransactionStatus, TransactionTransfer } from './TransactionHistoryItem'
export type { TransactionHistoryPage } from './TransactionHistoryPage'
export type { TransactionPayload } from './TransactionPayload'
export { isViewName, type ViewName, viewNames } from './ViewName'
export type { WalletAccount } from './WalletAccount'
export type { CustomWallet, WalletCatalogueEntry } from './WalletCatalogueEntry'
export { type WalletFeature, walletFeatures } from './WalletFeature'
