import { describe, expect, test } from 'vitest'
import { errorCodes } from '../errorCodes'
import { BaseError } from './base'
import {
  InvalidParamsError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './rpc'

describe('ProviderRpcError', () => {
  test('carries a code, a message, data, details and cause', () => {
    const cause = new Error('inner')
    const error = new ProviderRpcError(4901, 'The Provider is not connected to the requested chain.', {
      data: { chainId: '0x1' },
      details: 'chain 1 is down',
      cause,
    })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('ProviderRpcError')
    expect(error.code).toBe(4901)
    expect(error.message).toBe('The Provider is not connected to the requested chain.')
    expect(error.shortMessage).toBe(error.message)
    expect(error.data).toEqual({ chainId: '0x1' })
    expect(error.details).toBe('chain 1 is down')
    expect(error.cause).toBe(cause)
  })
})

test.each([
  [UserRejectedRequestError, 'UserRejectedRequestError', 4001, 'User rejected the request.'],
  [
    UnauthorizedProviderError,
    'UnauthorizedProviderError',
    4100,
    'The requested method and/or account has not been authorized by the user.',
  ],
  [
    UnsupportedProviderMethodError,
    'UnsupportedProviderMethodError',
    4200,
    'The Provider does not support the requested method.',
  ],
  [
    ProviderDisconnectedError,
    'ProviderDisconnectedError',
    4900,
    'The Provider is disconnected from all chains.',
  ],
  [UnrecognizedChainError, 'UnrecognizedChainError', 4902, 'Unrecognized chain ID.'],
  [InvalidParamsError, 'InvalidParamsError', -32602, 'Invalid parameters.'],
] as const)('%o is %s, code %i: %s', (ErrorClass, name, code, message) => {
  const cause = new Error('inner')
  const error = new ErrorClass({ details: 'why', cause })
  expect(error).toBeInstanceOf(ProviderRpcError)
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toBeInstanceOf(Error)
  expect(error.name).toBe(name)
  expect(error.code).toBe(code)
  expect(Object.values(errorCodes)).toContain(code)
  expect(error.message).toBe(message)
  expect(error.shortMessage).toBe(message)
  expect(error.details).toBe('why')
  expect(error.cause).toBe(cause)
  expect(error.data).toBeUndefined()
  expect(new ErrorClass().details).toBeUndefined()
})

test('the error codes are the EIP-1193 and JSON-RPC ones', () => {
  expect(errorCodes).toEqual({
    userRejectedRequest: 4001,
    unauthorized: 4100,
    unsupportedMethod: 4200,
    disconnected: 4900,
    chainDisconnected: 4901,
    unrecognizedChain: 4902,
    invalidRequest: -32600,
    methodNotFound: -32601,
    invalidParams: -32602,
    internal: -32603,
  })
})
