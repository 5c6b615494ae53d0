import { describe, expect, it } from 'vitest'
import { WalletEntry } from '@/catalogue/WalletEntry'
import registry from '../../../catalogue/wallets.json'
import { knownWalletRdns } from './internal/knownWalletRdns'
import { mapRegistryWallet } from './mapRegistryWallet'
import { seedWalletEntries } from './seedWalletEntries'

const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

describe('mapRegistryWallet', () => {
  it('maps a registry wallet to a catalogue entry as the seed README says', () => {
    expect(mapRegistryWallet(registry[rainbowId], 0)).toEqual({
      id: rainbowId,
      name: 'Rainbow',
      image_id: rainbowId,
      image_url: `/api/getWalletImage/${rainbowId}`,
      rdns: 'me.rainbow',
      homepage: 'https://rainbow.me/',
      mobile_link: 'rainbow://',
      universal_link: 'https://rnbwapp.com/',
      desktop_link: null,
      webapp_link: null,
      app_store: 'https://apps.apple.com/us/app/rainbow-ethereum-wallet/id1457119021',
      play_store: null,
      chains: ['eip155:1'],
      injected: [{ namespace: 'eip155', injected_id: 'isRainbow' }],
      badge_type: 'none',
      order: 0,
    })
  })

  it('falls back to the universal link when the native one is not a valid app scheme', () => {
    const oneInch = mapRegistryWallet(
      registry['09102e7bbbd3f92001eda104abe23803181629f695e8f1b95af96d88ff7d5890'],
      0,
    )
    expect(oneInch).toMatchObject({
      mobile_link: 'https://wallet.1inch.io/',
      universal_link: 'https://wallet.1inch.io/',
      rdns: 'io.1inch.wallet',
    })
  })

  it('takes desktop and web app links', () => {
    const ambire = mapRegistryWallet(
      registry['2c81da3add65899baeac53758a07e652eea46dbb5195b8074772c62a77bbf568'],
      0,
    )
    expect(ambire).toMatchObject({
      desktop_link: 'https://wallet.ambire.com/',
      webapp_link: 'https://wallet.walletconnect.com/',
    })
  })

  it('makes hostile registry data safe', () => {
    const entry = mapRegistryWallet(
      {
        id: 'ab'.repeat(32),
        name: '<script>alert(1)</script>',
        homepage: 'javascript:alert(1)',
        chains: ['eip155:1'],
        app: { browser: 'data:text/html,x', ios: 'javascript:x', android: 'https://play.google.com/x' },
        mobile: { native: 'javascript:', universal: 'javascript://x' },
        desktop: { native: 'vbscript:', universal: 'file:///c:/x' },
      },
      4,
    )
    expect(entry).toMatchObject({
      name: '<script>alert(1)</script>',
      mobile_link: null,
      universal_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: 'https://play.google.com/x',
      rdns: null,
      order: 4,
    })
    expect(entry).not.toHaveProperty('homepage')
  })
})

describe('seedWalletEntries', () => {
  const entries = seedWalletEntries()

  it('maps all 113 seed wallets, in registry order, each a valid entry with a safe link or none', () => {
    expect(entries).toHaveLength(113)
    expect(entries.map((entry) => entry.order)).toEqual([...Array(113).keys()])
    expect(entries.map((entry) => entry.id)).toEqual(Object.keys(registry))
    for (const entry of entries) {
      expect(WalletEntry.safeParse(entry).success).toBe(true)
      for (const link of [
        entry.homepage,
        entry.universal_link,
        entry.webapp_link,
        entry.app_store,
        entry.play_store,
      ])
        if (link) expect(link).toMatch(/^https?:\/\//)
      for (const link of [entry.mobile_link, entry.desktop_link])
        if (link) expect(link).toMatch(/^(https?:\/\/|[a-z][a-z0-9+.-]*:\/\/)/)
    }
  })

  it('adds the known rdns to the wallets it names, and the table names match the seed', () => {
    for (const [id, known] of knownWalletRdns) {
      const entry = entries.find((candidate) => candidate.id === id)
      expect(entry?.name).toBe(known.name)
      expect(entry?.rdns).toBe(known.rdns)
    }
    expect(entries.filter((entry) => entry.rdns !== null)).toHaveLength(knownWalletRdns.size)
  })
})
