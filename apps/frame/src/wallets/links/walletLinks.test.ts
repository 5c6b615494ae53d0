import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/i18n/loadCatalogue'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { walletLinks } from './walletLinks'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)

const wallet: CatalogueWallet = {
  id: 'trust',
  name: 'Trust Wallet',
  homepage: 'https://trustwallet.com/',
  mobile_link: 'trust://',
  desktop_link: 'trustdesktop://',
  webapp_link: 'https://web.trustwallet.com/',
  app_store: 'https://apps.apple.com/app/id1288339409',
  play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
}

const summary = (links: ReturnType<typeof walletLinks>) =>
  links.map(({ kind, label, detail, href }) => [kind, label, detail ?? null, href])

describe('walletLinks', () => {
  it('on a phone opens the mobile app first, then the web app, then the stores and the homepage', () => {
    expect(summary(walletLinks(wallet, uri, { isMobile: true }))).toEqual([
      ['mobile', 'Open Trust Wallet', null, `trust://wc?uri=${encoded}`],
      ['webapp', 'Open Trust Wallet web app', null, `https://web.trustwallet.com/wc?uri=${encoded}`],
      ['app_store', 'Get Trust Wallet', 'App Store', 'https://apps.apple.com/app/id1288339409'],
      [
        'play_store',
        'Get Trust Wallet',
        'Google Play',
        'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      ],
      ['homepage', 'Get Trust Wallet', 'Website', 'https://trustwallet.com/'],
    ])
  })

  it('on a computer opens the desktop app and the web app, then the homepage and the stores', () => {
    expect(summary(walletLinks(wallet, uri, { isMobile: false }))).toEqual([
      ['desktop', 'Open Trust Wallet desktop app', null, `trustdesktop://wc?uri=${encoded}`],
      ['webapp', 'Open Trust Wallet web app', null, `https://web.trustwallet.com/wc?uri=${encoded}`],
      ['homepage', 'Get Trust Wallet', 'Website', 'https://trustwallet.com/'],
      ['app_store', 'Get Trust Wallet', 'App Store', 'https://apps.apple.com/app/id1288339409'],
      [
        'play_store',
        'Get Trust Wallet',
        'Google Play',
        'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      ],
    ])
  })

  it('marks only the links that carry the pairing URI as opening the wallet', () => {
    for (const link of walletLinks(wallet, uri, { isMobile: true }))
      expect(link.opensWallet, link.kind).toBe(link.href.includes(`wc?uri=${encoded}`))
  })

  it('offers no link to open the wallet before there is a pairing URI', () => {
    for (const pending of [undefined, '']) {
      const kinds = walletLinks(wallet, pending, { isMobile: true }).map((link) => link.kind)
      expect(kinds).toEqual(['app_store', 'play_store', 'homepage'])
    }
  })

  it('leaves out missing links and ones that are not http(s) or a plain app link', () => {
    const hostile: CatalogueWallet = {
      id: 'evil',
      name: 'Evil',
      homepage: 'javascript:alert(1)',
      mobile_link: 'data:text/html,<script>alert(1)</script>',
      desktop_link: null,
      webapp_link: 'https://x.example/"onmouseover=',
      app_store: 'trust://',
      play_store: 'https://play.google.com/store/apps/details?id=evil',
    }
    for (const isMobile of [true, false]) {
      const links = walletLinks(hostile, uri, { isMobile })
      expect(summary(links)).toEqual([
        ['play_store', 'Get Evil', 'Google Play', 'https://play.google.com/store/apps/details?id=evil'],
      ])
    }
  })

  it('accepts a universal mobile link and a native desktop link', () => {
    const rainbow: CatalogueWallet = {
      id: 'rainbow',
      name: 'Rainbow',
      mobile_link: 'https://rnbwapp.com',
      desktop_link: 'ledgerlive:',
    }
    expect(walletLinks(rainbow, uri, { isMobile: true })[0]?.href).toBe(
      `https://rnbwapp.com/wc?uri=${encoded}`,
    )
    expect(walletLinks(rainbow, uri, { isMobile: false })[0]?.href).toBe(`ledgerlive://wc?uri=${encoded}`)
  })

  it('opens the app by its universal link on iOS and by its native link elsewhere, each falling back to the other', () => {
    const rainbow: CatalogueWallet = {
      id: 'rainbow',
      name: 'Rainbow',
      mobile_link: 'rainbow://',
      universal_link: 'https://rnbwapp.com',
      app_store: 'https://apps.apple.com/app/id1457119021',
    }
    const opening = (wallet: CatalogueWallet, options: { isMobile: boolean; isIos?: boolean }) =>
      summary(walletLinks(wallet, uri, options).filter((link) => link.opensWallet))
    expect(opening(rainbow, { isMobile: true, isIos: true })).toEqual([
      ['mobile', 'Open Rainbow', null, `https://rnbwapp.com/wc?uri=${encoded}`],
    ])
    expect(opening(rainbow, { isMobile: true, isIos: false })).toEqual([
      ['mobile', 'Open Rainbow', null, `rainbow://wc?uri=${encoded}`],
    ])
    expect(opening(rainbow, { isMobile: true })).toEqual(opening(rainbow, { isMobile: true, isIos: false }))
    expect(opening({ ...rainbow, universal_link: null }, { isMobile: true, isIos: true })).toEqual([
      ['mobile', 'Open Rainbow', null, `rainbow://wc?uri=${encoded}`],
    ])
    expect(opening({ ...rainbow, mobile_link: null }, { isMobile: true, isIos: false })).toEqual([
      ['mobile', 'Open Rainbow', null, `https://rnbwapp.com/wc?uri=${encoded}`],
    ])
    // A computer has neither: the universal link is a phone's way into the app.
    expect(opening(rainbow, { isMobile: false, isIos: false })).toEqual([])
  })

  it('leaves out a universal link that is not http(s)', () => {
    const hostile: CatalogueWallet = { id: 'x', name: 'X', universal_link: 'javascript://%0aalert(1)' }
    expect(walletLinks(hostile, uri, { isMobile: true, isIos: true })).toEqual([])
  })

  it('shows each destination once', () => {
    const same: CatalogueWallet = {
      id: 'same',
      name: 'Same',
      homepage: 'https://same.example/',
      app_store: 'https://same.example/',
      play_store: 'https://same.example',
    }
    expect(walletLinks(same, uri, { isMobile: false }).map((link) => link.kind)).toEqual(['homepage'])
  })

  it('names the wallet in the labels as given; the view renders them as text', () => {
    const named: CatalogueWallet = { id: 'x', name: '<img src=x onerror=alert(1)>', mobile_link: 'x://' }
    expect(walletLinks(named, uri, { isMobile: true })[0]?.label).toBe('Open <img src=x onerror=alert(1)>')
  })

  it("labels the links in the visitor's language when given its messages", async () => {
    const labels = (await loadCatalogue('ja')).connecting as Parameters<typeof walletLinks>[2]['labels']
    expect(summary(walletLinks(wallet, uri, { isMobile: true, labels }).slice(0, 3))).toEqual([
      ['mobile', 'Trust Walletを開く', null, `trust://wc?uri=${encoded}`],
      ['webapp', 'Trust WalletのWebアプリを開く', null, `https://web.trustwallet.com/wc?uri=${encoded}`],
      ['app_store', 'Trust Walletを入手', 'App Store', 'https://apps.apple.com/app/id1288339409'],
    ])
  })
})
