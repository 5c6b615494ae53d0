import { expect, it } from 'vitest'
import { namespacesWithNetworks } from './namespacesWithNetworks'

const none = { networks: [], solanaNetworks: [], bitcoinNetworks: [], nearNetworks: [] }

it('names each namespace the app asked for a network of, Ethereum first', () => {
  expect(namespacesWithNetworks({ ...none, networks: [1] })).toEqual(['eip155'])
  expect(namespacesWithNetworks({ ...none, solanaNetworks: [1] })).toEqual(['solana'])
  expect(namespacesWithNetworks({ ...none, networks: [1], solanaNetworks: [1, 2] })).toEqual([
    'eip155',
    'solana',
  ])
  expect(namespacesWithNetworks(none)).toEqual([])
  expect(
    namespacesWithNetworks({ networks: [1], solanaNetworks: [1], bitcoinNetworks: [1], nearNetworks: [1] }),
  ).toEqual(['eip155', 'solana', 'bip122', 'near'])
  expect(namespacesWithNetworks({ ...none, nearNetworks: [1] })).toEqual(['near'])
  expect(namespacesWithNetworks({ ...none, bitcoinNetworks: [1] })).toEqual(['bip122'])
})
