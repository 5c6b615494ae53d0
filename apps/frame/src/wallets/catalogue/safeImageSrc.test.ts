import { describe, expect, it } from 'vitest'
import { safeImageSrc } from './safeImageSrc'

describe('safeImageSrc', () => {
  it.each([
    ['/api/getWalletImage/1ae92b26', '/api/getWalletImage/1ae92b26'],
    ['https://wallet.example/icon.png', 'https://wallet.example/icon.png'],
    ['http://127.0.0.1:3000/icon.png', 'http://127.0.0.1:3000/icon.png'],
    ['data:image/svg+xml;base64,PHN2Zy8+', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['data:image/png,abc', 'data:image/png,abc'],
  ])('keeps %s', (src, expected) => {
    expect(safeImageSrc(src)).toBe(expected)
  })

  it.each([
    undefined,
    null,
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml<script>',
    'blob:https://evil.example/123',
    'file:///etc/passwd',
    '//evil.example/icon.png',
    '/api/../admin',
    '/api//evil.example',
    '/dev/inbox',
    'api/getWalletImage/1',
    'https://user:pass@wallet.example/icon.png',
    'https:evil.example',
    '"><img src=x onerror=alert(1)>',
  ])('refuses %s', (src) => {
    expect(safeImageSrc(src)).toBeUndefined()
  })
})
