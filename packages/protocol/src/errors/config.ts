import { BaseError, type BaseErrorOptions } from './base'

/**
 * The project refused this page: its origin is not on the allow-list, or the projectId is unknown.
 * `details` says which.
 *
 * @example
 * await latch.open().catch((error) => error.name === 'InvalidAppConfigurationError')
 */
export class InvalidAppConfigurationError extends BaseError {
  override name = 'InvalidAppConfigurationError' as const
  constructor(options?: BaseErrorOptions) {
    super('Invalid App Configuration', options)
  }
}

/**
 * Latch was created without a projectId.
 *
 * @example
 * createLatch({}).open() // rejects with ProjectIdNotConfiguredError
 */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError' as const
  constructor(options?: BaseErrorOptions) {
    super('Project ID Not Configured', options)
  }
}
