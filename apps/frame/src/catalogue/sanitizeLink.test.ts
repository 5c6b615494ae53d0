import { describe, expect, it } from 'vitest'
import { sanitizeLink } from './sanitizeLink'

describe('sanitizeLink', () => {
  it('keeps http(s) links, normalised', () => {
    expect(sanitizeLink('https://rainbow.me')).toBe('https://rainbow.me/')
    expect(sanitizeLink('  http://wallet.example/path?q=1#x ')).toBe('http://wallet.example/path?q=1#x')
    expect(sanitizeLink('HTTPS://Wallet.Example/App')).toBe('https://wallet.example/App')
  })

  it('drops links that run code, read local data or reach past the app, in any case or disguise', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data://text/html;base64,PHNjcmlwdD4=',
      'vbscript://msgbox',
      'file:///etc/passwd',
      'blob://https://wallet.example/uuid',
      'about://blank',
      'intent://scan/#Intent;scheme=zxing;end',
      'chrome://settings',
      'chrome-extension://abcdefghijklmnop/popup.html',
      'wss://relay.example',
      ' java\tscript:alert(1)',
      'java\nscript://alert(1)',
    ])
      expect(sanitizeLink(link, { appScheme: true }), link).toBeNull()
  })

  it('drops what is not a link, or could be read as another host', () => {
    for (const link of [
      '',
      '   ',
      '/relative/path',
      '//evil.example',
      'https:evil.example',
      'https://wallet.example@evil.example',
      'https://user:pass@wallet.example',
      'https://wallet.example/"onmouseover="alert(1)',
      'https://wallet.example/<script>',
      `https://wallet.example/${'a'.repeat(2048)}`,
      42,
      null,
      { href: 'https://wallet.example' },
    ])
      expect(sanitizeLink(link, { appScheme: true }), String(link)).toBeNull()
  })

  it('keeps app deep links only when asked, and writes a bare scheme as scheme://', () => {
    expect(sanitizeLink('rainbow:', { appScheme: true })).toBe('rainbow://')
    expect(sanitizeLink('O3Wallet:', { appScheme: true })).toBe('o3wallet://')
    expect(sanitizeLink('argent://app', { appScheme: true })).toBe('argent://app')
    expect(sanitizeLink('fuse.cash:', { appScheme: true })).toBe('fuse.cash://')
    expect(sanitizeLink('rainbow:')).toBeNull()
    expect(sanitizeLink('argent://app')).toBeNull()
  })

  it('drops app links not of the form scheme:// and schemes that do not start with a letter', () => {
    expect(sanitizeLink('1inch:', { appScheme: true })).toBeNull()
    expect(sanitizeLink('wallet:open?uri=x', { appScheme: true })).toBeNull()
    expect(sanitizeLink('-wallet://', { appScheme: true })).toBeNull()
  })
})
