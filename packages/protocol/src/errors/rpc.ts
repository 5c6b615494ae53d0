import { BaseError, type BaseErrorOptions } from './base'

// The subclasses' codes are written out (they are errorCodes' values, rpc.test.ts checks it) so that
// the SDK's script tag, which must stay small, does not carry the whole errorCodes table.

/**
 * An EIP-1193 provider error: a `BaseError` with the numeric `code` dapps switch on.
 *
 * @example
 * throw new ProviderRpcError(4200, 'The Provider does not support the requested method.')
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  declare readonly code: number
  declare readonly data: unknown

  constructor(code: number, message: string, options: BaseErrorOptions & { data?: unknown } = {}) {
    super(message, options)
    this.code = code
    this.data = options.data
  }
}

/** 4001: the user rejected the request, or closed the modal while it waited. */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError' as const
  constructor(options?: BaseErrorOptions) {
    super(4001, 'User rejected the request.', options)
  }
}

/** 4100: the method needs a connected account and there is none. */
export class UnauthorizedProviderError extends ProviderRpcError {
  override name = 'UnauthorizedProviderError' as const
  constructor(options?: BaseErrorOptions) {
    super(4100, 'The requested method and/or account has not been authorized by the user.', options)
  }
}

/** 4200: the method is not on the allowed lists. */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  override name = 'UnsupportedProviderMethodError' as const
  constructor(options?: BaseErrorOptions) {
    super(4200, 'The Provider does not support the requested method.', options)
  }
}

/** 4900: the provider is not connected to any chain (the frame is unreachable). */
export class ProviderDisconnectedError extends ProviderRpcError {
  override name = 'ProviderDisconnectedError' as const
  constructor(options?: BaseErrorOptions) {
    super(4900, 'The Provider is disconnected from all chains.', options)
  }
}

/** 4902: the chain is not one of the configured networks. */
export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError' as const
  constructor(options?: BaseErrorOptions) {
    super(4902, 'Unrecognized chain ID.', options)
  }
}

/** -32602: the message or its parameters do not match the protocol's schema. */
export class InvalidParamsError extends ProviderRpcError {
  override name = 'InvalidParamsError' as const
  constructor(options?: BaseErrorOptions) {
    super(-32602, 'Invalid parameters.', options)
  }
}
