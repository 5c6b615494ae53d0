import { describe, expect, it } from 'vitest'
import { customWalletEntries } from './customWalletEntries'

describe('customWalletEntries', () => {
  it("makes a project's custom wallets entries in its order, with their own images and unsafe links dropped", () => {
    expect(
      customWalletEntries([
        {
          id: 'shop-wallet',
          name: 'Shop Wallet',
          image_url: 'https://shop.example/wallet.png',
          mobile_link: 'shopwallet://',
          universal_link: 'shopwallet://wc',
          webapp_link: 'javascript:alert(1)',
        },
        { id: 'second', name: '  Second\u202e ', homepage: 'https://second.example' },
      ]),
    ).toEqual([
      {
        id: 'shop-wallet',
        name: 'Shop Wallet',
        image_url: 'https://shop.example/wallet.png',
        rdns: null,
        mobile_link: 'shopwallet://',
        universal_link: null,
        desktop_link: null,
        webapp_link: null,
        app_store: null,
        play_store: null,
        chains: [],
        badge_type: 'none',
        order: 0,
      },
      expect.objectContaining({
        id: 'second',
        name: 'Second',
        homepage: 'https://second.example/',
        order: 1,
      }),
    ])
  })

  it('is empty for a project without custom wallets', () => {
    expect(customWalletEntries(undefined)).toEqual([])
  })
})
