export { BaseError, type BaseErrorOptions } from './base'
export { InvalidAppConfigurationError, ProjectIdNotConfiguredError } from './config'
export {
  InvalidParamsError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './rpc'
