import { describe, expect, it } from 'vitest'
import { networksFromSearch } from './networksFromSearch'

describe('networksFromSearch', () => {
  const all = ['eip155:31337', 'eip155:31338', 'solana:localnet']

  it('reads ?networks= as CAIP-2 ids separated by commas', () => {
    expect(networksFromSearch('?networks=eip155:31338', all)).toEqual(['eip155:31338'])
    expect(networksFromSearch('?locale=ja&networks=eip155:31338,%20solana:localnet', all)).toEqual([
      'eip155:31338',
      'solana:localnet',
    ])
  })

  it('asks for every network without it, or when it names none', () => {
    expect(networksFromSearch('?locale=ja', all)).toEqual(all)
    expect(networksFromSearch('?networks=', all)).toEqual(all)
    expect(networksFromSearch('?networks=,,', all)).toEqual(all)
  })
})
