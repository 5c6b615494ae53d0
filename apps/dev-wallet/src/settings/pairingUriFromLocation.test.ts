import { describe, expect, it } from 'vitest'
import { pairingUriFromLocation } from './pairingUriFromLocation'

const uri = `wc:${'ab'.repeat(32)}@2?expiryTimestamp=1700000300&relay-protocol=irn&symKey=${'cd'.repeat(32)}`

describe('pairingUriFromLocation', () => {
  it('reads an encoded URI from /wc and from /', () => {
    const search = `?uri=${encodeURIComponent(uri)}`
    expect(pairingUriFromLocation({ pathname: '/wc', search })).toBe(uri)
    expect(pairingUriFromLocation({ pathname: '/', search })).toBe(uri)
    expect(
      pairingUriFromLocation({ pathname: '/wc', search: `?account=2&uri=${encodeURIComponent(uri)}` }),
    ).toBe(uri)
  })

  it('reads a URI that the link did not encode', () => {
    expect(pairingUriFromLocation({ pathname: '/wc', search: `?uri=${uri}` })).toBe(uri)
    expect(pairingUriFromLocation({ pathname: '/', search: `?account=3&uri=${uri}` })).toBe(uri)
  })

  it('finds nothing without a wc: URI or on another path', () => {
    expect(pairingUriFromLocation({ pathname: '/', search: '' })).toBeUndefined()
    expect(pairingUriFromLocation({ pathname: '/wc', search: '?uri=' })).toBeUndefined()
    expect(pairingUriFromLocation({ pathname: '/wc', search: '?uri=https://evil.example' })).toBeUndefined()
    expect(
      pairingUriFromLocation({ pathname: '/elsewhere', search: `?uri=${encodeURIComponent(uri)}` }),
    ).toBeUndefined()
  })
})
