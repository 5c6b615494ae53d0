import { describe, expect, it } from 'vitest'
import { matchOrigin, originPatternToRegExp } from './matchOrigin'

const hostileToLocalhost = [
  'http://localhost.evil.com',
  'http://localhost:3000.evil.com',
  'http://localhost.evil.com:3000',
  'http://evil.com/?http://localhost:1',
  'http://evil.com#http://localhost:1',
  'https://localhost:1',
  'null',
  '',
  'http://LOCALHOST:3000',
  'HTTP://localhost:3000',
  'http://localhost:3000/',
  'http://localhost:3000/path',
  'http://localhost:3000@evil.com',
  'http://user@localhost:3000',
  'http://user:pass@localhost:3000',
  'http://evil.com\\@localhost:3000',
  'http://localhost:80',
  'http://127.0.0.1:3000',
  'ws://localhost:3000',
  'http://localhost:3000 ',
  ' http://localhost:3000',
  'http://localhost:3000\n',
  'http://localhost:',
  'http://localhost:abc',
  'http://xlocalhost:3000',
  'http://sub.localhost:3000',
]

describe('matchOrigin', () => {
  it('matches any port of the host for a port wildcard, the default port included', () => {
    expect(matchOrigin('http://localhost:*', 'http://localhost:5173')).toBe(true)
    expect(matchOrigin('http://localhost:*', 'http://localhost:1')).toBe(true)
    expect(matchOrigin('http://localhost:*', 'http://localhost:65535')).toBe(true)
    expect(matchOrigin('http://localhost:*', 'http://localhost')).toBe(true)
  })

  it.each(hostileToLocalhost)('refuses %j for http://localhost:*', (origin) => {
    expect(matchOrigin('http://localhost:*', origin)).toBe(false)
  })

  it('refuses a null origin', () => {
    expect(matchOrigin('http://localhost:*', null)).toBe(false)
  })

  it('matches an exact origin only', () => {
    expect(matchOrigin('https://shop.example', 'https://shop.example')).toBe(true)
    expect(matchOrigin('https://shop.example', 'http://shop.example')).toBe(false)
    expect(matchOrigin('https://shop.example', 'https://shop.example:8443')).toBe(false)
    expect(matchOrigin('https://shop.example', 'https://www.shop.example')).toBe(false)
    expect(matchOrigin('https://shop.example', 'https://shop.example.evil.com')).toBe(false)
    expect(matchOrigin('https://shop.example', 'https://shop.example/')).toBe(false)
    expect(matchOrigin('https://shop.example', 'https://SHOP.example')).toBe(false)
    expect(matchOrigin('https://shop.example', 'https://shop.example:443')).toBe(false)
    expect(matchOrigin('https://shop.example', 'https://shopxexample')).toBe(false)
  })

  it('compares an explicit port exactly', () => {
    expect(matchOrigin('http://localhost:3000', 'http://localhost:3000')).toBe(true)
    expect(matchOrigin('http://localhost:3000', 'http://localhost:30000')).toBe(false)
    expect(matchOrigin('http://localhost:3000', 'http://localhost:300')).toBe(false)
    expect(matchOrigin('http://localhost:3000', 'http://localhost')).toBe(false)
  })

  it('matches IPv6 hosts', () => {
    expect(matchOrigin('http://[::1]:*', 'http://[::1]:3000')).toBe(true)
    expect(matchOrigin('http://[::1]:*', 'http://localhost:3000')).toBe(false)
  })

  it.each([
    'http://*.localhost:*',
    '*',
    'https://*.shop.example',
    'http://localhost:*/',
    'https://shop.example/',
    'https://Shop.example',
    'https://shop.example:443',
    'https://shop.example/path',
    'https://user@shop.example',
    'ftp://shop.example',
    'http://localhost:**',
    'http://localhost:99999',
    'http://localhost:03000',
    'shop.example',
    '',
  ])('matches nothing with the invalid pattern %j', (pattern) => {
    expect(matchOrigin(pattern, 'https://shop.example')).toBe(false)
    expect(matchOrigin(pattern, 'http://localhost:3000')).toBe(false)
    expect(matchOrigin(pattern, 'http://a.localhost:3000')).toBe(false)
  })
})

describe('originPatternToRegExp', () => {
  const corpus = [
    ...hostileToLocalhost,
    'http://localhost',
    'http://localhost:1',
    'http://localhost:5173',
    'https://shop.example',
    'https://shop.example:8443',
    'http://shop.example',
    'https://shopxexample',
    'https://shop.example.evil.com',
    'http://[::1]:3000',
    'http://localhost:0',
    'http://localhost:9',
    'http://localhost:65536',
    'http://localhost:99999',
    'http://localhost:003000',
    'https://shop.example:443',
  ]

  it.each([
    'http://localhost:*',
    'http://localhost:5173',
    'https://shop.example',
    'https://shop.example:*',
    'http://[::1]:*',
  ])('agrees with matchOrigin for %s', (pattern) => {
    const regExp = originPatternToRegExp(pattern)
    for (const origin of corpus)
      expect([origin, regExp.test(origin)]).toEqual([origin, matchOrigin(pattern, origin)])
  })

  it('anchors and escapes the pattern', () => {
    expect(originPatternToRegExp('https://shop.example').source).toBe('^https:\\/\\/shop\\.example$')
    expect(originPatternToRegExp('http://localhost:*').test('http://localhost:5173')).toBe(true)
    expect(originPatternToRegExp('http://localhost:*').test('http://localhost:5173.evil.com')).toBe(false)
  })

  it('throws on an invalid pattern', () => {
    expect(() => originPatternToRegExp('https://*.shop.example')).toThrow('Invalid origin pattern')
  })
})
