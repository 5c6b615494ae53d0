import type { InjectedWalletInfo } from '@latch/protocol'
import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { type AllWalletsItem, allWalletsItems } from './allWalletsItems'

const installed = (name: string, rdns: string): InjectedWalletInfo => ({
  uuid: `uuid-${rdns}`,
  name,
  icon: 'data:image/png;base64,AA==',
  rdns,
})
const wallet = (id: string, name: string, rdns: string | null = null): CatalogueWallet => ({ id, name, rdns })
const label = (item: AllWalletsItem) =>
  item.kind === 'announced' ? `installed:${item.wallet.name}` : item.wallet.name

const announced = [
  installed('MetaMask Extension', 'io.metamask'),
  installed('Latch Dev Wallet', 'dev.latch.wallet'),
]
const custom = [wallet('shop', 'Shop Wallet')]
const catalogue = [
  wallet('rainbow', 'Rainbow', 'me.rainbow'),
  wallet('metamask', 'MetaMask', 'IO.METAMASK'),
  wallet('shop', 'Shop Wallet (catalogue)'),
  wallet('trust', 'Trust Wallet', 'com.trustwallet.app'),
]

describe('allWalletsItems', () => {
  it('lists announced, custom, then catalogue wallets, each once', () => {
    expect(allWalletsItems({ announced, custom, catalogue, term: '' }).map(label)).toEqual([
      'installed:MetaMask Extension',
      'installed:Latch Dev Wallet',
      'Shop Wallet',
      'Rainbow',
      'Trust Wallet',
    ])
  })

  it('keeps announced and custom wallets matching the term, and puts an announced one in place of its catalogue match', () => {
    expect(
      allWalletsItems({
        announced,
        custom,
        catalogue: [wallet('metamask', 'MetaMask', 'io.metamask'), wallet('trust', 'Trust Wallet')],
        term: ' Meta',
      }).map(label),
    ).toEqual(['installed:MetaMask Extension', 'Trust Wallet'])
    expect(
      allWalletsItems({
        announced: [installed('My Browser Wallet', 'io.metamask')],
        custom,
        catalogue: [wallet('metamask', 'MetaMask', 'io.metamask')],
        term: 'metamask',
      }).map(label),
    ).toEqual(['installed:My Browser Wallet'])
    expect(allWalletsItems({ announced, custom, catalogue: [], term: 'SHOP' }).map(label)).toEqual([
      'Shop Wallet',
    ])
  })

  it("leaves out the host's excluded ids and the announced wallets with their rdns", () => {
    expect(
      allWalletsItems({
        announced,
        custom,
        catalogue,
        term: '',
        excludeWalletIds: ['shop', 'trust'],
        excludedRdns: ['io.metamask'],
      }).map(label),
    ).toEqual(['installed:Latch Dev Wallet', 'Rainbow', 'MetaMask'])
  })

  it('keys every item uniquely', () => {
    const keys = allWalletsItems({ announced, custom, catalogue, term: '' }).map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
