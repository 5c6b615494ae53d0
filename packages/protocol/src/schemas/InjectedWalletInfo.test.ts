import { expect, test } from 'vitest'
import { InjectedWalletInfo } from './InjectedWalletInfo'

const wallet = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'MetaMask', rdns: 'io.metamask' }

test.each([
  'data:image/svg+xml;base64,PHN2Zz4=',
  'data:image/svg+xml,<svg></svg>',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/webp;base64,UklGRg==',
  'https://wallet.example/icon.png',
  'http://127.0.0.1/icon.png',
])('takes the icon %s', (icon) => {
  expect(InjectedWalletInfo.safeParse({ ...wallet, icon }).success).toBe(true)
})

test.each([
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'data:image/svg+xml',
  'blob:https://evil.example/1',
  '//evil.example/icon.png',
  'icon.png',
  `data:image/png;base64,${'A'.repeat(100_000)}`,
])('refuses the icon %s', (icon) => {
  expect(InjectedWalletInfo.safeParse({ ...wallet, icon }).success).toBe(false)
})

test('refuses empty or long names, uuids and rdns', () => {
  const icon = 'https://wallet.example/icon.png'
  for (const change of [
    { uuid: '' },
    { name: '' },
    { rdns: '' },
    { name: 'x'.repeat(101) },
    { rdns: 'x'.repeat(201) },
  ]) {
    expect(InjectedWalletInfo.safeParse({ ...wallet, icon, ...change }).success).toBe(false)
  }
})

test('takes a namespace of the four and refuses any other', () => {
  const icon = 'https://wallet.example/icon.png'
  expect(InjectedWalletInfo.parse({ ...wallet, icon, namespace: 'solana' }).namespace).toBe('solana')
  expect(InjectedWalletInfo.parse({ ...wallet, icon }).namespace).toBeUndefined()
  expect(InjectedWalletInfo.safeParse({ ...wallet, icon, namespace: 'cosmos' }).success).toBe(false)
})
