export { type ErrorCode, errorCodes } from './errorCodes'
export * from './errors'
export {
  isFrameToHostRequest,
  isLatchState,
  isProtocolError,
  isReplyTo,
  isShallow,
  maxMessageDepth,
} from './guards'
export * from './messages/catalogue'
export { defineMessage } from './messages/defineMessage'
export * from './messages/embeddedMessages'
export * from './messages/modalMessages'
export { DappMetadata } from './schemas/DappMetadata'
export {
  CustomWalletOption,
  Features,
  SiwxOptions,
  WalletListOptions,
} from './schemas/HostOptions'
export { type AnnouncedWallet, browserWalletInfo, InjectedWalletInfo } from './schemas/InjectedWalletInfo'
export { InputText, isInputText, MultilineInputText } from './schemas/InputText'
export { ConnectionStatus, LatchState } from './schemas/LatchState'
export * from './schemas/primitives'
export { SecondFactorCode } from './schemas/SecondFactorCode'
export { ThemeVariables } from './schemas/ThemeVariables'
export { type ThemeVariableKey, themeVariableKeys } from './themeVariableKeys'
export { protocolVersion } from './version'
export {
  isSignedMessage,
  isSolanaSignature,
  isTransactionHash,
  isWalletCapabilities,
  walletAnswerProblem,
  walletCapabilitiesProblem,
} from './walletAnswers'
