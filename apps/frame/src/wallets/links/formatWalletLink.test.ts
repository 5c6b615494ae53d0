import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './formatWalletLink'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'
const encoded = encodeURIComponent(uri)

describe('formatWalletLink', () => {
  it.each([
    ['https://link.trustwallet.com', `https://link.trustwallet.com/wc?uri=${encoded}`],
    ['https://link.trustwallet.com/', `https://link.trustwallet.com/wc?uri=${encoded}`],
    ['https://link.trustwallet.com///', `https://link.trustwallet.com/wc?uri=${encoded}`],
    ['https://metamask.app.link/', `https://metamask.app.link/wc?uri=${encoded}`],
    ['https://app.wallet.example/connect/', `https://app.wallet.example/connect/wc?uri=${encoded}`],
    ['http://127.0.0.1:5175', `http://127.0.0.1:5175/wc?uri=${encoded}`],
    ['HTTPS://Wallet.Example/App', `https://wallet.example/App/wc?uri=${encoded}`],
    ['https://wallet.example/app:/', `https://wallet.example/app:/wc?uri=${encoded}`],
  ])('turns the universal link %s into base/wc?uri=', (base, expected) => {
    expect(formatWalletLink(base, uri)).toBe(expected)
  })

  it.each([
    ['trust://', `trust://wc?uri=${encoded}`],
    ['trust:', `trust://wc?uri=${encoded}`],
    ['trust:///', `trust://wc?uri=${encoded}`],
    ['metamask://', `metamask://wc?uri=${encoded}`],
    ['MetaMask://', `metamask://wc?uri=${encoded}`],
    ['argent://app', `argent://app/wc?uri=${encoded}`],
    ['argent://app/', `argent://app/wc?uri=${encoded}`],
    ['fuse.cash://', `fuse.cash://wc?uri=${encoded}`],
    ['ledgerlive://', `ledgerlive://wc?uri=${encoded}`],
  ])('turns the app link %s into scheme://[path/]wc?uri=', (base, expected) => {
    expect(formatWalletLink(base, uri)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'javascript://wallet.example/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data://text/html;base64,PHNjcmlwdD4=',
    'vbscript://msgbox',
    'file:///etc/passwd',
    'blob://https://wallet.example/uuid',
    'intent://scan/#Intent;scheme=zxing;end',
    'chrome://settings',
    'https://x.example/"onmouseover=',
    'https://x.example/"onmouseover="alert(1)',
    'https://x.example/<script>',
    'https://x.example/ path',
    ' https://x.example',
    'https://wallet.example@evil.example',
    'https://user:pass@wallet.example',
    'https:evil.example',
    'https://',
    'https://wallet.example/?ref=1',
    'https://wallet.example/#top',
    'trust://?x=1',
    '/relative/path',
    '//evil.example',
    'wallet.example',
    '',
    '1inch://',
    '-wallet://',
    'wallet:open',
    'wal let://',
    'java\tscript:alert(1)',
    'trust://\n',
    `https://wallet.example/${'a'.repeat(2048)}`,
  ])('refuses %j', (base) => {
    expect(formatWalletLink(base, uri)).toBeUndefined()
  })

  it('encodes the whole pairing URI as one query value, whatever it holds', () => {
    const hostile = 'wc:x@2?a=1&b="><script>alert(1)</script>#frag'
    const link = formatWalletLink('https://wallet.example', hostile)
    expect(link).toBe(`https://wallet.example/wc?uri=${encodeURIComponent(hostile)}`)
    expect(new URL(link ?? '').searchParams.get('uri')).toBe(hostile)
    expect(link).not.toMatch(/[<>"#&]/)
  })
})
