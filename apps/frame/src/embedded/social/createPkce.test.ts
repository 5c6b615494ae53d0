import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SocialAuthorizeRequest, SocialVerifyRequest } from '@/embedded/api/authApi'
import { createSocialLoginSecrets, pkceChallenge } from './createPkce'

describe('pkceChallenge', () => {
  it('gives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })
})

describe('createSocialLoginSecrets', () => {
  it('makes a verifier whose SHA-256 is the challenge, and values the API schemas accept', async () => {
    const { codeVerifier, codeChallenge, state, nonce } = await createSocialLoginSecrets()
    expect(codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(codeChallenge).toBe(createHash('sha256').update(codeVerifier).digest('base64url'))
    const common = {
      projectId: 'latch-dev',
      provider: 'github',
      redirectUri: 'http://127.0.0.1:3000/popup/oauth/callback',
    }
    expect(SocialAuthorizeRequest.safeParse({ ...common, codeChallenge, state, nonce }).success).toBe(true)
    expect(
      SocialVerifyRequest.safeParse({ ...common, code: 'c', codeVerifier, nonce, deviceId: 'd'.repeat(22) })
        .success,
    ).toBe(true)
  })

  it('makes every value fresh, from the crypto it is given', async () => {
    const a = await createSocialLoginSecrets()
    const b = await createSocialLoginSecrets()
    expect(new Set([a.codeVerifier, a.state, a.nonce, b.codeVerifier, b.state, b.nonce]).size).toBe(6)
    const zeros = {
      getRandomValues: <T extends ArrayBufferView>(array: T) => array,
      subtle: globalThis.crypto.subtle,
    } as unknown as Crypto
    const fixed = await createSocialLoginSecrets(zeros)
    expect(fixed.codeVerifier).toBe('A'.repeat(43))
  })
})
