import { describe, expect, it } from 'vitest'
import { sanitizeCustomWallets } from './sanitizeCustomWallets'

describe('sanitizeCustomWallets', () => {
  it('keeps safe links and drops the ones that run code', () => {
    const [wallet] = sanitizeCustomWallets([
      {
        id: 'shop-wallet',
        name: '  Shop\u202e   Wallet ',
        image_url: 'javascript:alert(1)',
        homepage: 'https://shop.example',
        mobile_link: 'shopwallet:',
        universal_link: 'https://shop.example/app',
        desktop_link: 'data:text/html,<script>alert(1)</script>',
        webapp_link: 'javascript://%0aalert(1)',
        app_store: 'https://apps.example/shop',
        play_store: 'vbscript:msgbox',
        rdns: 'Com.Shop.Wallet',
      },
    ])
    expect(wallet).toEqual({
      id: 'shop-wallet',
      name: 'Shop Wallet',
      homepage: 'https://shop.example/',
      rdns: 'com.shop.wallet',
      mobile_link: 'shopwallet://',
      universal_link: 'https://shop.example/app',
      desktop_link: null,
      webapp_link: null,
      app_store: 'https://apps.example/shop',
      play_store: null,
      badge_type: 'none',
    })
  })

  it('keeps an http(s) image and a name that looks like HTML as text', () => {
    expect(
      sanitizeCustomWallets([
        { id: 'a', name: '<img src=x onerror=alert(1)>', image_url: 'https://a.example/a.png' },
      ]),
    ).toMatchObject([{ name: '<img src=x onerror=alert(1)>', image_url: 'https://a.example/a.png' }])
  })

  it('drops wallets without a usable name and repeated ids, keeping the order', () => {
    expect(
      sanitizeCustomWallets([
        { id: 'one', name: 'One' },
        { id: 'blank', name: '\u200b ' },
        { id: 'one', name: 'One again' },
        { id: 'two', name: 'Two' },
      ]).map((wallet) => wallet.name),
    ).toEqual(['One', 'Two'])
    expect(sanitizeCustomWallets(undefined)).toEqual([])
  })
})
