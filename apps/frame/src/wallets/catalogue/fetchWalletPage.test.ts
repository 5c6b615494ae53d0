import { describe, expect, it } from 'vitest'
import type { ApiClient } from '@/api/createApiClient'
import { fetchWalletPage } from './fetchWalletPage'
import { catalogueTestApi, seedIds } from './internal/catalogueTestApi'

describe('fetchWalletPage', () => {
  it('sends lists comma-separated and leaves out empty ones and an empty search', async () => {
    const { api, calls } = catalogueTestApi()
    const page = await fetchWalletPage(api, {
      chains: ['eip155:31337', 'eip155:31338'],
      include: [],
      exclude: [seedIds.rainbow, seedIds.trust],
      page: 2,
      entries: 3,
      search: '',
    })
    expect(calls).toEqual([
      {
        path: '/api/getWallets',
        query: {
          page: '2',
          entries: '3',
          chains: 'eip155:31337,eip155:31338',
          exclude: `${seedIds.rainbow},${seedIds.trust}`,
        },
      },
    ])
    expect(page.count).toBe(111)
    expect(page.data.map((wallet) => wallet.name)).toEqual(['Crypto.com | DeFi Wallet', 'Pillar', 'imToken'])
    expect(page.data[0]).not.toHaveProperty('chains')
  })

  it('refuses an answer of the wrong shape', async () => {
    const api = (async () => ({ data: [{ id: 'x' }], count: 1 })) as ApiClient
    await expect(
      fetchWalletPage(api, { chains: [], include: [], exclude: [], page: 1, entries: 1 }),
    ).rejects.toThrow()
  })

  it('passes a failed request on', async () => {
    const { api } = catalogueTestApi({ failWhen: () => true })
    await expect(
      fetchWalletPage(api, { chains: [], include: [], exclude: [], page: 1, entries: 1 }),
    ).rejects.toThrow('Catalogue unavailable')
  })
})
