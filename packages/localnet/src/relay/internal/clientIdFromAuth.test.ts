import { describe, expect, it } from 'vitest'
import { clientIdFromAuth } from './clientIdFromAuth.mjs'

const clientId = 'did:key:z6MkhPWz88cjHUEDZYTJ8Y4H5h3fyHs6TzzB5hTSbpD5axaJ'

function jwt(claims: object, header: object = { alg: 'EdDSA', typ: 'JWT' }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part(header)}.${part(claims)}.bm90LWEtc2lnbmF0dXJl`
}

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('clientIdFromAuth', () => {
  it('reads the did:key issuer of a relay JWT, whatever its signature', () => {
    expect(clientIdFromAuth(jwt({ iss: clientId, sub: 'session', aud: 'ws://127.0.0.1:5555' }))).toBe(
      clientId,
    )
  })

  it('refuses a missing auth, saying how to pass it', () => {
    expect(() => clientIdFromAuth(null)).toThrow('missing auth: connect with ?auth=<relay JWT>')
    expect(() => clientIdFromAuth('')).toThrow('missing auth')
  })

  it('refuses what is not a JWT or has no did:key issuer', () => {
    expect(() => clientIdFromAuth('hello')).toThrow('garbled auth: not a JWT')
    expect(() => clientIdFromAuth('a.b.c.d')).toThrow('garbled auth: not a JWT')
    expect(() => clientIdFromAuth('e30.!!!.sig')).toThrow('garbled auth: JWT payload is not JSON')
    expect(() => clientIdFromAuth(jwt({ sub: 'no issuer' }))).toThrow(
      'garbled auth: JWT iss is not a did:key',
    )
    expect(() => clientIdFromAuth(jwt({ iss: 'did:web:example.com' }))).toThrow('iss is not a did:key')
  })

  it('keeps its reasons within the 123 bytes of a WebSocket close reason', () => {
    for (const auth of [null, 'x', 'e30.!!!.sig', jwt({})]) {
      const reason = refusal(() => clientIdFromAuth(auth))
      expect(reason).not.toBe('')
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123)
    }
  })
})
