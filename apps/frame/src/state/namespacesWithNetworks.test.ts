import { expect, it } from 'vitest'
import { namespacesWithNetworks } from './namespacesWithNetworks'

it('names each namespace the app asked for a network of, Ethereum first', () => {
  expect(namespacesWithNetworks({ networks: [1], solanaNetworks: [] })).toEqual(['eip155'])
  expect(namespacesWithNetworks({ networks: [], solanaNetworks: [1] })).toEqual(['solana'])
  expect(namespacesWithNetworks({ networks: [1], solanaNetworks: [1, 2] })).toEqual(['eip155', 'solana'])
  expect(namespacesWithNetworks({ networks: [], solanaNetworks: [] })).toEqual([])
})
