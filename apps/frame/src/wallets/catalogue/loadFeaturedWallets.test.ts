import { describe, expect, it } from 'vitest'
import { catalogueTestApi, seedIds } from './internal/catalogueTestApi'
import { loadFeaturedWallets } from './loadFeaturedWallets'

const filter = { chains: ['eip155:31337'], include: [], exclude: [] }

describe('loadFeaturedWallets', () => {
  it('asks for exactly the featured ids and answers them in their order', async () => {
    const { api, calls } = catalogueTestApi()
    const featured = await loadFeaturedWallets(api, {
      filter,
      featuredIds: [seedIds.metaMask, seedIds.rainbow, 'not-in-catalogue'],
    })
    expect(featured.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Rainbow'])
    expect(calls.map((call) => call.query)).toEqual([
      {
        page: '1',
        entries: '3',
        chains: 'eip155:31337',
        include: `${seedIds.metaMask},${seedIds.rainbow},not-in-catalogue`,
      },
    ])
  })

  it("keeps the host's exclude list and only the included featured ids", async () => {
    const { api, calls } = catalogueTestApi()
    const featured = await loadFeaturedWallets(api, {
      filter: { ...filter, include: [seedIds.trust, seedIds.rainbow], exclude: [seedIds.trust] },
      featuredIds: [seedIds.metaMask, seedIds.trust, seedIds.rainbow],
    })
    expect(featured.map((wallet) => wallet.name)).toEqual(['Rainbow'])
    expect(calls[0]?.query).toMatchObject({
      include: `${seedIds.trust},${seedIds.rainbow}`,
      exclude: seedIds.trust,
      entries: '2',
    })
  })

  it('makes no request without featured ids', async () => {
    const { api, calls } = catalogueTestApi()
    expect(await loadFeaturedWallets(api, { filter, featuredIds: [] })).toEqual([])
    expect(
      await loadFeaturedWallets(api, {
        filter: { ...filter, include: [seedIds.trust] },
        featuredIds: [seedIds.rainbow],
      }),
    ).toEqual([])
    expect(calls).toEqual([])
  })
})
