import { describe, expect, it } from 'vitest'
import { defaultFeatures } from './Features'
import { allSocialProviders } from './SocialProvider'

describe('defaultFeatures', () => {
  it('enables swaps, onramp, receive, send, email, socials, history and analytics (SPEC.md §9)', () => {
    expect(defaultFeatures).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
    })
    expect(defaultFeatures.socials).toEqual(allSocialProviders)
  })

  it('leaves the pending-transaction watch off unless the host turns it on (SPEC.md §9)', () => {
    expect(defaultFeatures.pendingTransactions).toBe(false)
  })
})
