import { describe, expect, it } from 'vitest'
import { defaultFeatures, featureEnabled } from './Features'
import { allSocialProviders } from './SocialProvider'

describe('defaultFeatures', () => {
  it('enables swaps, onramp, receive, send, email, socials, history and analytics (docs/behaviour.md#constants-and-limits)', () => {
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

  it('leaves the pending-transaction watch off unless the host turns it on (docs/behaviour.md#constants-and-limits)', () => {
    expect(defaultFeatures.pendingTransactions).toBe(false)
  })
})

describe('featureEnabled', () => {
  it("takes the host's switch, else the default", () => {
    expect(featureEnabled({ swaps: false }, 'swaps')).toBe(false)
    expect(featureEnabled({ pendingTransactions: true }, 'pendingTransactions')).toBe(true)
    expect(featureEnabled({}, 'analytics')).toBe(true)
    expect(featureEnabled(undefined, 'history')).toBe(true)
    expect(featureEnabled({ swaps: undefined }, 'pendingTransactions')).toBe(false)
  })
})
