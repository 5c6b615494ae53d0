import { BaseError } from '@latch/protocol'
import { describe, expect, it } from 'vitest'
import { SocialLoginError } from './SocialLoginError'

describe('SocialLoginError', () => {
  it('is a BaseError with a literal name, its reason and a plain message for each reason', () => {
    const error = new SocialLoginError('closed', { details: 'why' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('SocialLoginError')
    expect(error.reason).toBe('closed')
    expect(error.details).toBe('why')
    expect(error.message).toBe('The login window was closed')
    const reasons = ['blocked', 'closed', 'denied', 'provider', 'state'] as const
    expect(new Set(reasons.map((reason) => new SocialLoginError(reason).message)).size).toBe(reasons.length)
  })
})
