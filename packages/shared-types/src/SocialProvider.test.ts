import { describe, expect, it } from 'vitest'
import { allSocialProviders, socialProviders } from './SocialProvider'

describe('social providers', () => {
  it('accepts the six OAuth logins of docs/behaviour.md#validation and not farcaster', () => {
    expect(socialProviders).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
  })

  it('adds farcaster in the wider enumeration', () => {
    expect(allSocialProviders).toEqual([...socialProviders, 'farcaster'])
  })
})
