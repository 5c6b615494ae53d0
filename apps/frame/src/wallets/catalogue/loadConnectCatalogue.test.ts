import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { catalogueTestApi, seedIds } from './internal/catalogueTestApi'
import { loadConnectCatalogue } from './loadConnectCatalogue'

const recentWallet = (id: string, name: string): CatalogueWallet => ({ id, name })
const names = (wallets: readonly CatalogueWallet[]) => wallets.map((wallet) => wallet.name)

describe('loadConnectCatalogue', () => {
  it('loads featured and recommended, the latter without the featured and recent wallets', async () => {
    const { api, calls } = catalogueTestApi()
    const catalogue = await loadConnectCatalogue(api, {
      filter: { chains: ['eip155:31337'], include: [], exclude: [] },
      featuredIds: [seedIds.metaMask],
      recent: [recentWallet(seedIds.rainbow, 'Rainbow')],
    })
    expect(names(catalogue.featured)).toEqual(['MetaMask'])
    expect(names(catalogue.recommended)).toEqual([
      'Trust Wallet',
      'Argent',
      'Gnosis Safe Multisig',
      'Crypto.com | DeFi Wallet',
    ])
    expect(catalogue.count).toBe(113)
    expect(catalogue.excludedRdns).toEqual([])
    expect(calls.map((call) => call.query)).toEqual([
      { page: '1', entries: '1', chains: 'eip155:31337', include: seedIds.metaMask },
      {
        page: '1',
        entries: '4',
        chains: 'eip155:31337',
        exclude: `${seedIds.metaMask},${seedIds.rainbow}`,
      },
    ])
  })

  it("counts what the full list holds under the host's exclude list, and looks up the excluded rdns", async () => {
    const { api } = catalogueTestApi()
    const catalogue = await loadConnectCatalogue(api, {
      filter: { chains: [], include: [], exclude: [seedIds.metaMask, seedIds.trust] },
      featuredIds: [seedIds.trust, seedIds.argent],
      recent: [recentWallet(seedIds.metaMask, 'MetaMask'), recentWallet('host-wallet', 'Host Wallet')],
      customIds: ['host-wallet'],
    })
    expect(names(catalogue.featured)).toEqual(['Argent'])
    expect(catalogue.count).toBe(111)
    expect(catalogue.excludedRdns).toEqual(['io.metamask', 'com.trustwallet.app'])
  })

  it('fails as a whole when one request fails', async () => {
    const { api } = catalogueTestApi({ failWhen: (query) => query.entries === '4' })
    await expect(
      loadConnectCatalogue(api, {
        filter: { chains: [], include: [], exclude: [] },
        featuredIds: [],
        recent: [],
      }),
    ).rejects.toThrow('Catalogue unavailable')
  })
})
