import { SocialProvider } from '@latch/protocol'
import { allSocialProviders } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { asSocialProvider, socialProviderNames } from './socialProviderNames'

describe('socialProviderNames', () => {
  it('names exactly the wider enumeration of social logins, Farcaster last, in its order', () => {
    expect(Object.keys(socialProviderNames)).toEqual([...allSocialProviders])
    expect(socialProviderNames.farcaster).toBe('Farcaster')
  })
})

describe('asSocialProvider', () => {
  it('keeps the six names and nothing else, inherited properties included', () => {
    for (const provider of SocialProvider.options) expect(asSocialProvider(provider)).toBe(provider)
    for (const value of [
      'GitHub',
      'farcaster',
      'toString',
      '__proto__',
      'constructor',
      '',
      null,
      undefined,
      1,
    ])
      expect(asSocialProvider(value)).toBeUndefined()
  })
})
