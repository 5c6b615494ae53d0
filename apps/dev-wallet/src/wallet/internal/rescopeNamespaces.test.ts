import { describe, expect, it } from 'vitest'
import { rescopeNamespaces } from './rescopeNamespaces'

const one = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const two = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const namespaces = {
  eip155: {
    chains: ['eip155:31337'],
    accounts: [`eip155:31337:${one}`],
    methods: ['personal_sign'],
    events: ['accountsChanged'],
  },
}

describe('rescopeNamespaces', () => {
  it('moves every chain to another account, keeping methods and events', () => {
    expect(rescopeNamespaces(namespaces, { account: two, chains: ['eip155:31337'] })).toEqual({
      eip155: { ...namespaces.eip155, accounts: [`eip155:31337:${two}`] },
    })
  })

  it('adds a chain for the same account', () => {
    expect(rescopeNamespaces(namespaces, { account: one, chains: ['eip155:31337', 'eip155:31338'] })).toEqual(
      {
        eip155: {
          ...namespaces.eip155,
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${one}`, `eip155:31338:${one}`],
        },
      },
    )
  })

  it('moves the Solana namespace to the other Solana account and keeps its chains out of eip155', () => {
    const solana = {
      chains: ['solana:localnet'],
      accounts: ['solana:localnet:8ZHK8JtyM6HLtiF3WpMzHSMEmUuBSVqjG2GJvSqjZk9r'],
      methods: ['solana_signMessage'],
      events: [],
    }
    const other = 'GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL'
    expect(
      rescopeNamespaces(
        { ...namespaces, solana },
        { account: two, chains: ['eip155:31337', 'solana:localnet'], solanaAccount: other },
      ),
    ).toEqual({
      eip155: { ...namespaces.eip155, accounts: [`eip155:31337:${two}`] },
      solana: { ...solana, accounts: [`solana:localnet:${other}`] },
    })
  })

  it('moves the Bitcoin namespace to the other Bitcoin account', () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const bip122 = {
      chains: [regtest],
      accounts: [`${regtest}:bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv`],
      methods: ['signMessage'],
      events: [],
    }
    const other = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'
    expect(
      rescopeNamespaces(
        { ...namespaces, bip122 },
        { account: two, chains: ['eip155:31337', regtest], bitcoinAccount: other },
      ),
    ).toEqual({
      eip155: { ...namespaces.eip155, accounts: [`eip155:31337:${two}`] },
      bip122: { ...bip122, accounts: [`${regtest}:${other}`] },
    })
  })
})
