import { describe, expect, it } from 'vitest'
import { catalogueTestApi, seedIds } from './internal/catalogueTestApi'
import { loadExcludedRdns } from './loadExcludedRdns'

describe('loadExcludedRdns', () => {
  it('asks for the excluded ids on any chain and answers their rdns', async () => {
    const { api, calls } = catalogueTestApi()
    const rdns = await loadExcludedRdns(api, { exclude: [seedIds.metaMask, seedIds.pillar, seedIds.rainbow] })
    expect(rdns).toEqual(['io.metamask', 'me.rainbow'])
    expect(calls.map((call) => call.query)).toEqual([
      { page: '1', entries: '3', include: `${seedIds.metaMask},${seedIds.pillar},${seedIds.rainbow}` },
    ])
  })

  it('makes no request when nothing is excluded', async () => {
    const { api, calls } = catalogueTestApi()
    expect(await loadExcludedRdns(api, { exclude: [] })).toEqual([])
    expect(calls).toEqual([])
  })
})
