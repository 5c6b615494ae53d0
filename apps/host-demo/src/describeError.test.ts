import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeError } from './describeError'

describe('describeError', () => {
  it("uses viem's short message, without the details that repeat it", () => {
    const error = new UserRejectedRequestError(new Error('User rejected the request.'))
    expect(error.message).not.toBe('User rejected the request.')
    expect(describeError(error)).toEqual({ message: 'User rejected the request.', details: undefined })
  })

  it("keeps Latch's details apart from its message", () => {
    const error = Object.assign(new Error('Invalid App Configuration'), {
      name: 'InvalidAppConfigurationError',
      shortMessage: 'Invalid App Configuration',
      details: 'The origin http://evil.test is not on the allow-list of latch-dev.',
    })
    expect(describeError(error)).toEqual({
      message: 'Invalid App Configuration',
      details: 'The origin http://evil.test is not on the allow-list of latch-dev.',
    })
  })

  it('uses the message of a plain Error or of an EIP-1193 error object', () => {
    expect(describeError(new Error('Project ID Not Configured')).message).toBe('Project ID Not Configured')
    expect(describeError({ code: 4001, message: 'User rejected the request.' }).message).toBe(
      'User rejected the request.',
    )
  })

  it('falls back to a string or a generic text', () => {
    expect(describeError('boom').message).toBe('boom')
    expect(describeError(undefined).message).toBe('Something went wrong.')
    expect(describeError({}).message).toBe('Something went wrong.')
  })
})
