/** A login's secrets: the PKCE pair (RFC 7636, S256), the state and the OIDC nonce. */
export type SocialLoginSecrets = {
  /** 43 base64url characters (32 random bytes): sent only to /api/auth/social/verify. */
  codeVerifier: string
  /** base64url(SHA-256(codeVerifier)), 43 characters: sent to /api/auth/social/authorize. */
  codeChallenge: string
  /** 43 base64url characters: the popup's answer must carry it back. */
  state: string
  /** 43 base64url characters: the ID token must carry it. */
  nonce: string
}

/**
 * Fresh secrets for one social login, from WebCrypto (32 random bytes each, base64url, so every
 * value matches the patterns of SocialAuthorizeRequest and SocialVerifyRequest). The caller keeps
 * them in memory only (docs/embedded-wallet.md#logins).
 *
 * @example
 * const { codeVerifier, codeChallenge, state, nonce } = await createSocialLoginSecrets()
 */
export async function createSocialLoginSecrets(
  crypto: Crypto = globalThis.crypto,
): Promise<SocialLoginSecrets> {
  const codeVerifier = randomToken(crypto)
  return {
    codeVerifier,
    codeChallenge: await pkceChallenge(codeVerifier, crypto),
    state: randomToken(crypto),
    nonce: randomToken(crypto),
  }
}

/**
 * The S256 code challenge of a PKCE code verifier: base64url(SHA-256(ASCII(verifier))), RFC 7636 §4.2.
 *
 * @example
 * await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function pkceChallenge(
  codeVerifier: string,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier))
  return base64url(new Uint8Array(digest))
}

function randomToken(crypto: Crypto): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** `bytes` as unpadded base64url (RFC 4648 §5). */
function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
