import { describe, expect, it } from 'vitest'
import { catalogueTestApi } from './internal/catalogueTestApi'
import { searchWallets } from './searchWallets'

const filter = { chains: ['eip155:31337'], include: [], exclude: [] }

describe('searchWallets', () => {
  it('asks for up to 100 matches of the trimmed term', async () => {
    const { api, calls } = catalogueTestApi()
    const { data, count } = await searchWallets(api, { filter, term: '  trust ' })
    expect(calls.map((call) => call.query)).toEqual([
      { page: '1', entries: '100', chains: 'eip155:31337', search: 'trust' },
    ])
    expect(data.map((wallet) => wallet.name)).toEqual(['Trust Wallet', 'TrustVault', 'Trustee Wallet'])
    expect(count).toBe(3)
  })

  it('answers a blank term with nothing, without asking', async () => {
    const { api, calls } = catalogueTestApi()
    expect(await searchWallets(api, { filter, term: '   ' })).toEqual({ data: [], count: 0 })
    expect(calls).toEqual([])
  })
})
