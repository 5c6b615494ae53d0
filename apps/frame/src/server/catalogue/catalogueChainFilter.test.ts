import { describe, expect, it } from 'vitest'
import { catalogueChainFilter } from './catalogueChainFilter'

const devnets = ['eip155:31337', 'eip155:31338']

describe('catalogueChainFilter', () => {
  it.each([
    { chains: [], served: devnets, expected: { chains: [], namespaces: [] } },
    {
      chains: ['eip155:1', 'eip155:10'],
      served: devnets,
      expected: { chains: ['eip155:1', 'eip155:10'], namespaces: [] },
    },
    { chains: ['eip155:31337'], served: devnets, expected: { chains: [], namespaces: ['eip155'] } },
    {
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
      served: devnets,
      expected: { chains: ['eip155:1'], namespaces: ['eip155'] },
    },
    { chains: ['eip155:31339'], served: devnets, expected: { chains: ['eip155:31339'], namespaces: [] } },
    { chains: ['eip155:31337'], served: [], expected: { chains: ['eip155:31337'], namespaces: [] } },
  ])('widens only the served devnets of $chains', ({ chains, served, expected }) => {
    expect(catalogueChainFilter(chains, served)).toEqual(expected)
  })
})
