import { allSocialProviders } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { linkableSocials } from './linkableSocials'
import {
  emailLogin as email,
  farcasterLogin as farcaster,
  googleLogin as google,
  passkeyLogin as passkey,
} from './testLogins'

describe('linkableSocials', () => {
  it('offers the host’s social providers in its order, Farcaster too, less those linked already', () => {
    expect(linkableSocials(['github', 'farcaster', 'google'], [email, google, passkey])).toEqual([
      'github',
      'farcaster',
    ])
    expect(linkableSocials(undefined, [email])).toEqual([...allSocialProviders])
    expect(linkableSocials(undefined, [email, google])).not.toContain('google')
    expect(linkableSocials(['farcaster', 'x'], [email, farcaster])).toEqual(['x'])
    expect(linkableSocials(false, [email])).toEqual([])
  })
})
