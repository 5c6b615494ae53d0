import { afterEach, describe, expect, it, vi } from 'vitest'
import { frameCallbackUrls, socialProviderConfig } from './socialProviderConfig'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('socialProviderConfig', () => {
  it('plays every provider on the local OIDC provider in local mode', () => {
    expect(socialProviderConfig('github', {})).toEqual({
      issuer: 'http://127.0.0.1:5556',
      clientId: 'latch-github',
    })
    expect(socialProviderConfig('x', { LATCH_OIDC_ISSUER: 'http://127.0.0.1:7000/' })).toEqual({
      issuer: 'http://127.0.0.1:7000',
      clientId: 'latch-x',
    })
  })

  it('takes a configured client, with its secret', () => {
    const env = {
      LATCH_MODE: 'upstream',
      LATCH_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      LATCH_OIDC_GOOGLE_CLIENT_ID: 'id',
      LATCH_OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    }
    expect(socialProviderConfig('google', env)).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    })
    // Others are off outside local mode.
    expect(() => socialProviderConfig('apple', env)).toThrow('This social login is not configured')
    expect(() => socialProviderConfig('google', { LATCH_OIDC_GOOGLE_ISSUER: 'https://a.example' })).toThrow(
      'This social login is not configured',
    )
  })
})

describe('frameCallbackUrls', () => {
  it("is the frame origin's popup callback, and its loopback twin", () => {
    vi.stubEnv('LATCH_FRAME_ORIGIN', 'http://127.0.0.1:3001')
    expect(frameCallbackUrls()).toEqual([
      'http://127.0.0.1:3001/popup/oauth/callback',
      'http://localhost:3001/popup/oauth/callback',
    ])
    vi.stubEnv('LATCH_FRAME_ORIGIN', 'https://frame.latch.example')
    expect(frameCallbackUrls()).toEqual(['https://frame.latch.example/popup/oauth/callback'])
  })
})
