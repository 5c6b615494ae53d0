import { describe, expect, it } from 'vitest'
import { forwardedFor, plainAddress, trustedProxies } from './forwardedFor.mjs'

const none = trustedProxies(undefined)
const loopback = trustedProxies('127.0.0.1, ::1')

describe('forwardedFor', () => {
  it('keeps only the peer when the peer is not a trusted proxy, whatever the caller wrote', () => {
    expect(forwardedFor('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7')
    expect(forwardedFor('203.0.113.7', ['10.0.0.1', '10.0.0.2'], none)).toBe('203.0.113.7')
    expect(forwardedFor('203.0.113.7', undefined, none)).toBe('203.0.113.7')
    // Trusting loopback does not trust anyone else.
    expect(forwardedFor('203.0.113.7', '198.51.100.1', loopback)).toBe('203.0.113.7')
  })

  it('keeps a trusted proxy’s list and appends the proxy, as a proxy does', () => {
    expect(forwardedFor('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1, 127.0.0.1')
    expect(forwardedFor('::ffff:127.0.0.1', ['1.2.3.4', '198.51.100.1'], loopback)).toBe(
      '1.2.3.4, 198.51.100.1, 127.0.0.1',
    )
    expect(forwardedFor('::1', undefined, loopback)).toBe('::1')
  })

  it('has nothing for a socket with no peer', () => {
    expect(forwardedFor(undefined, '198.51.100.1', loopback)).toBeUndefined()
  })
})

describe('plainAddress and trustedProxies', () => {
  it('read IPv4-mapped IPv6 as IPv4, and ignore blanks and case', () => {
    expect(plainAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1')
    expect(plainAddress(' 2001:DB8::1 ')).toBe('2001:db8::1')
    expect([...trustedProxies(' 10.0.0.1, ,::ffff:127.0.0.1')]).toEqual(['10.0.0.1', '127.0.0.1'])
    expect(trustedProxies('').size).toBe(0)
  })
})
