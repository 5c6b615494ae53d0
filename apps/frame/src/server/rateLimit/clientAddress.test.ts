import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientAddress } from './clientAddress'

const headers = (values: Record<string, string>) => new Headers(values)

afterEach(() => vi.unstubAllEnvs())

describe('clientAddress', () => {
  it('without a trusted proxy is the rightmost X-Forwarded-For entry, the peer the frame server writes', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), [])).toBe('203.0.113.7')
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.2, 203.0.113.7' }), [])).toBe('203.0.113.7')
  })

  it('without a trusted proxy ignores X-Real-IP, which any caller can send', () => {
    expect(
      clientAddress(headers({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '198.51.100.2' }), []),
    ).toBe('203.0.113.7')
  })

  it('behind a trusted proxy is the rightmost entry that is not a trusted proxy, whatever the client wrote to its left', () => {
    const trusted = ['127.0.0.1']
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), trusted)).toBe('203.0.113.7')
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), trusted)).toBe('203.0.113.7')
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.2, 127.0.0.1' }), trusted)).toBe(
      '198.51.100.2',
    )
  })

  it('behind a trusted proxy with every entry trusted is X-Real-IP, else the leftmost entry', () => {
    const trusted = ['127.0.0.1']
    expect(
      clientAddress(headers({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '203.0.113.7' }), trusted),
    ).toBe('203.0.113.7')
    expect(clientAddress(headers({ 'x-forwarded-for': '127.0.0.1' }), trusted)).toBe('127.0.0.1')
  })

  it('reads the trusted proxies from LATCH_TRUSTED_PROXY', () => {
    const forwarded = headers({ 'x-forwarded-for': '198.51.100.2, 127.0.0.1' })
    vi.stubEnv('LATCH_TRUSTED_PROXY', '')
    expect(clientAddress(forwarded)).toBe('127.0.0.1')
    vi.stubEnv('LATCH_TRUSTED_PROXY', '10.0.0.1, 127.0.0.1')
    expect(clientAddress(forwarded)).toBe('198.51.100.2')
  })

  it('spells one address one way: IPv4-mapped, ports, brackets, case', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '::ffff:203.0.113.7' }), [])).toBe('203.0.113.7')
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7:51234' }), [])).toBe('203.0.113.7')
    expect(
      clientAddress(headers({ 'x-forwarded-for': '198.51.100.2, ::FFFF:127.0.0.1' }), ['127.0.0.1']),
    ).toBe('198.51.100.2')
  })

  it('counts an IPv6 client by its /64', () => {
    const of = (address: string) => clientAddress(headers({ 'x-forwarded-for': address }), [])
    expect(of('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(of('[2001:DB8:1:2:bbbb:0:0:9]:443')).toBe('2001:db8:1:2::/64')
    expect(of('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(of('::1')).toBe('0:0:0:0::/64')
  })

  it('is undefined when no entry is an address', () => {
    expect(clientAddress(headers({}), [])).toBeUndefined()
    expect(clientAddress(headers({ 'x-forwarded-for': '' }), [])).toBeUndefined()
    expect(clientAddress(headers({ 'x-forwarded-for': 'unknown, <script>' }), [])).toBeUndefined()
  })
})
