import { describe, expect, it } from 'vitest'
import { catalogueTestApi, seedIds } from './internal/catalogueTestApi'
import { loadRecommendedWallets } from './loadRecommendedWallets'

describe('loadRecommendedWallets', () => {
  it("asks for page 1 of 4, leaving out the host's excluded ids and the wallets shown already", async () => {
    const { api, calls } = catalogueTestApi()
    const page = await loadRecommendedWallets(api, {
      filter: { chains: ['eip155:31337'], include: [], exclude: [seedIds.rainbow] },
      shownIds: [seedIds.metaMask, seedIds.rainbow],
    })
    expect(calls.map((call) => call.query)).toEqual([
      {
        page: '1',
        entries: '4',
        chains: 'eip155:31337',
        exclude: `${seedIds.rainbow},${seedIds.metaMask}`,
      },
    ])
    expect(page.data.map((wallet) => wallet.name)).toEqual([
      'Trust Wallet',
      'Argent',
      'Gnosis Safe Multisig',
      'Crypto.com | DeFi Wallet',
    ])
    expect(page.count).toBe(111)
  })

  it("stays within the host's include list", async () => {
    const { api, calls } = catalogueTestApi()
    const page = await loadRecommendedWallets(api, {
      filter: { chains: [], include: [seedIds.safe, seedIds.argent], exclude: [] },
      shownIds: [],
    })
    expect(calls[0]?.query).toEqual({ page: '1', entries: '4', include: `${seedIds.safe},${seedIds.argent}` })
    expect(page).toMatchObject({ count: 2, data: [{ name: 'Gnosis Safe Multisig' }, { name: 'Argent' }] })
  })
})
