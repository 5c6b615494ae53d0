import { expect, test } from 'vitest'
import { DappMetadata } from './DappMetadata'

const metadata = { name: 'Demo', url: 'https://app.example', icons: ['http://127.0.0.1:5173/icon.png'] }

test('takes http(s) urls and icons', () => {
  expect(DappMetadata.parse({ ...metadata, description: 'A demo' })).toEqual({
    ...metadata,
    description: 'A demo',
  })
  expect(DappMetadata.safeParse({ ...metadata, icons: [] }).success).toBe(true)
})

test.each([
  ['a javascript: url', { url: 'javascript:alert(1)' }],
  ['a data: url', { url: 'data:text/html,<script>alert(1)</script>' }],
  ['a relative url', { url: '/home' }],
  ['a javascript: icon', { icons: ['javascript:alert(1)'] }],
  ['11 icons', { icons: Array.from({ length: 11 }, () => 'https://app.example/i.png') }],
  ['an empty name', { name: '' }],
  ['a name of 101 chars', { name: 'x'.repeat(101) }],
  ['a description of 501 chars', { description: 'x'.repeat(501) }],
  ['no icons', { icons: undefined }],
])('refuses %s', (_, change) => {
  expect(DappMetadata.safeParse({ ...metadata, ...change }).success).toBe(false)
})
