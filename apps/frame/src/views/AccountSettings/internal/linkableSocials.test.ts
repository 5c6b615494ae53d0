import { socialProviders } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { linkableSocials } from './linkableSocials'
import { emailLogin as email, googleLogin as google, passkeyLogin as passkey } from './testLogins'

describe('linkableSocials', () => {
  it('offers the host’s social providers in its order, less those linked already, never Farcaster', () => {
    expect(linkableSocials(['github', 'farcaster', 'google'], [email, google, passkey])).toEqual(['github'])
    expect(linkableSocials(undefined, [email])).toEqual([...socialProviders])
    expect(linkableSocials(undefined, [email, google])).not.toContain('google')
    expect(linkableSocials(false, [email])).toEqual([])
  })
})
