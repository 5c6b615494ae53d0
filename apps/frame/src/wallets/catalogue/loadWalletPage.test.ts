import { describe, expect, it } from 'vitest'
import { catalogueTestApi, seedIds } from './internal/catalogueTestApi'
import { loadWalletPage } from './loadWalletPage'

describe('loadWalletPage', () => {
  it('asks for one page of 40 with the filter', async () => {
    const { api, calls } = catalogueTestApi()
    const filter = { chains: ['eip155:31337', 'eip155:31338'], include: [], exclude: [seedIds.trust] }
    const first = await loadWalletPage(api, { filter, page: 1 })
    const third = await loadWalletPage(api, { filter, page: 3 })
    expect(calls.map((call) => call.query)).toEqual([
      { page: '1', entries: '40', chains: 'eip155:31337,eip155:31338', exclude: seedIds.trust },
      { page: '3', entries: '40', chains: 'eip155:31337,eip155:31338', exclude: seedIds.trust },
    ])
    expect(first.data).toHaveLength(40)
    expect(first.data.map((wallet) => wallet.id)).not.toContain(seedIds.trust)
    expect(third.data).toHaveLength(32)
    expect(third.count).toBe(112)
  })
})
