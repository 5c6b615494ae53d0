import { expect, test } from 'vitest'
import { BaseError } from './base'
import { InvalidAppConfigurationError, ProjectIdNotConfiguredError } from './config'
import { ProviderRpcError } from './rpc'

test.each([
  [InvalidAppConfigurationError, 'InvalidAppConfigurationError', 'Invalid App Configuration'],
  [ProjectIdNotConfiguredError, 'ProjectIdNotConfiguredError', 'Project ID Not Configured'],
] as const)('%o is %s: %s', (ErrorClass, name, message) => {
  const cause = new Error('403')
  const error = new ErrorClass({ details: 'origin https://evil.example is not on the allow-list', cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).not.toBeInstanceOf(ProviderRpcError)
  expect(error.name).toBe(name)
  expect(error.message).toBe(message)
  expect(error.shortMessage).toBe(message)
  expect(error.details).toBe('origin https://evil.example is not on the allow-list')
  expect(error.cause).toBe(cause)
  expect(new ErrorClass().details).toBeUndefined()
})
