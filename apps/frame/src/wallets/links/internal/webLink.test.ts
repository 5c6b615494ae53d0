import { describe, expect, it } from 'vitest'
import { webLink } from './webLink'

describe('webLink', () => {
  it.each([
    ['https://apps.apple.com/app/id1288339409', 'https://apps.apple.com/app/id1288339409'],
    [
      'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    ],
    ['HTTPS://Rainbow.ME', 'https://rainbow.me/'],
    ['http://127.0.0.1:5175/', 'http://127.0.0.1:5175/'],
  ])('keeps the http(s) link %s', (value, expected) => {
    expect(webLink(value)).toBe(expected)
  })

  it.each([
    undefined,
    null,
    '',
    'trust://',
    'javascript:alert(1)',
    'data:text/html,x',
    '/relative',
    '//evil.example',
    'https:evil.example',
    'https://wallet.example@evil.example',
    'https://wallet.example/"onmouseover=',
    ' https://wallet.example',
  ])('refuses %j', (value) => {
    expect(webLink(value)).toBeUndefined()
  })
})
