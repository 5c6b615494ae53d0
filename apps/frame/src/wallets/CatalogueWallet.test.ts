import { describe, expect, it } from 'vitest'
import { CatalogueWallet, CatalogueWalletPage } from './CatalogueWallet'

const wallet = {
  id: 'trust',
  name: 'Trust Wallet',
  image_id: 'abc',
  rdns: null,
  mobile_link: 'trust://',
  desktop_link: null,
  badge_type: 'certified',
}

describe('CatalogueWallet', () => {
  it('reads the known fields and drops the others', () => {
    expect(CatalogueWallet.read({ ...wallet, extra: '<script>', __proto__: { polluted: 1 } })).toEqual(wallet)
    expect(CatalogueWallet.read({ id: 'a', name: 'A' })).toEqual({ id: 'a', name: 'A' })
  })

  it.each([
    ['no id', { name: 'A' }],
    ['an empty name', { id: 'a', name: '' }],
    ['a name too long', { id: 'a', name: 'n'.repeat(101) }],
    ['an id too long', { id: 'i'.repeat(129), name: 'A' }],
    ['a link that is a number', { id: 'a', name: 'A', webapp_link: 1 }],
    ['a null homepage', { id: 'a', name: 'A', homepage: null }],
    ['a link too long', { id: 'a', name: 'A', app_store: `https://${'x'.repeat(2041)}` }],
  ])('refuses a wallet with %s', (_, value) => {
    expect(CatalogueWallet.read(value)).toBeUndefined()
  })

  it.each([null, 'trust', 42, [wallet]])('refuses %j', (value) => {
    expect(CatalogueWallet.read(value)).toBeUndefined()
  })

  it('reads a list whole or not at all', () => {
    expect(CatalogueWallet.readList([wallet, { id: 'b', name: 'B' }])).toEqual([
      wallet,
      { id: 'b', name: 'B' },
    ])
    expect(CatalogueWallet.readList([wallet, { id: 'b' }])).toBeUndefined()
    expect(CatalogueWallet.readList({ 0: wallet })).toBeUndefined()
  })
})

describe('CatalogueWalletPage', () => {
  it('reads a page of wallets and its count', () => {
    expect(CatalogueWalletPage.parse({ data: [wallet], count: 113, extra: 1 })).toEqual({
      data: [wallet],
      count: 113,
    })
  })

  it.each([
    { data: [wallet] },
    { data: [wallet], count: -1 },
    { data: [wallet], count: 1.5 },
    { data: [{ id: 'a' }], count: 1 },
    { count: 1 },
    null,
  ])('throws on a malformed page %j', (value) => {
    expect(() => CatalogueWalletPage.parse(value)).toThrow('The wallet catalogue sent a malformed page.')
  })
})
