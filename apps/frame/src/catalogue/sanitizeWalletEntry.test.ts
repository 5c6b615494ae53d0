import { describe, expect, it } from 'vitest'
import { sanitizeWalletEntry } from './sanitizeWalletEntry'
import { WalletEntry } from './WalletEntry'

const imageId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

describe('sanitizeWalletEntry', () => {
  it('keeps a clean entry as it is, with the image at our endpoint', () => {
    const entry = sanitizeWalletEntry(
      {
        id: imageId,
        name: 'MetaMask',
        image_id: imageId,
        image_url: 'https://cdn.example/metamask.png',
        rdns: 'io.metamask',
        homepage: 'https://metamask.io/',
        mobile_link: 'metamask://',
        universal_link: 'https://metamask.app.link',
        desktop_link: null,
        webapp_link: 'https://portfolio.metamask.io/',
        app_store: 'https://apps.apple.com/app/id1438144202',
        play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
        chains: ['eip155:1', 'eip155:137'],
        injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
        badge_type: 'certified',
        order: 7,
      },
      0,
    )
    expect(entry).toEqual({
      id: imageId,
      name: 'MetaMask',
      image_id: imageId,
      image_url: `/api/getWalletImage/${imageId}`,
      rdns: 'io.metamask',
      homepage: 'https://metamask.io/',
      mobile_link: 'metamask://',
      universal_link: 'https://metamask.app.link/',
      desktop_link: null,
      webapp_link: 'https://portfolio.metamask.io/',
      app_store: 'https://apps.apple.com/app/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      chains: ['eip155:1', 'eip155:137'],
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
      badge_type: 'certified',
      order: 7,
    })
    expect(WalletEntry.safeParse(entry).success).toBe(true)
  })

  it('turns a hostile entry into plain text and safe links', () => {
    const entry = sanitizeWalletEntry(
      {
        id: 'evil-wallet',
        name: '  <img src=x onerror=alert(1)>\u202e\u0000 Evil\n\tWallet  ',
        image_url: 'javascript:alert(1)',
        rdns: '<script>',
        homepage: 'javascript:alert(document.cookie)',
        mobile_link: 'javascript://%0aalert(1)',
        universal_link: 'evilapp://wc',
        desktop_link: 'data:text/html,<script>alert(1)</script>',
        webapp_link: 'evilapp://open',
        app_store: 'vbscript:msgbox',
        play_store: 'file:///etc/passwd',
        chains: ['eip155:1', '<b>', 42, 'eip155:1'],
        injected: [{ namespace: 'eip155', injected_id: '"><script>' }],
        badge_type: '<certified>',
        order: 'first',
        onclick: 'alert(1)',
      },
      5,
    )
    expect(entry).toEqual({
      id: 'evil-wallet',
      name: '<img src=x onerror=alert(1)> Evil Wallet',
      rdns: null,
      mobile_link: null,
      universal_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chains: ['eip155:1'],
      badge_type: 'none',
      order: 5,
    })
  })

  it('keeps a custom wallet its own http(s) image when it has no catalogue image', () => {
    expect(
      sanitizeWalletEntry(
        { id: 'my-wallet', name: 'My Wallet', image_url: 'https://my.example/icon.png' },
        0,
      ),
    ).toMatchObject({ image_url: 'https://my.example/icon.png', chains: [] })
    expect(
      sanitizeWalletEntry({ id: 'my-wallet', name: 'My Wallet', image_id: '../../etc/passwd' }, 0),
    ).not.toHaveProperty('image_id')
  })

  it('refuses entries without a usable id or name', () => {
    expect(sanitizeWalletEntry({ id: '../x', name: 'X' }, 0)).toBeNull()
    expect(sanitizeWalletEntry({ id: 'x'.repeat(129), name: 'X' }, 0)).toBeNull()
    expect(sanitizeWalletEntry({ id: 'x', name: ' \u200b\n ' }, 0)).toBeNull()
    expect(sanitizeWalletEntry({ name: 'X' }, 0)).toBeNull()
    expect(sanitizeWalletEntry('wallet', 0)).toBeNull()
    expect(sanitizeWalletEntry(null, 0)).toBeNull()
  })

  it('cuts a long name to 100 characters', () => {
    expect(sanitizeWalletEntry({ id: 'long', name: 'W'.repeat(500) }, 0)?.name).toHaveLength(100)
  })
})
