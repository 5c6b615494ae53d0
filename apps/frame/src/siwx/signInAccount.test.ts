import { describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import type { NearNetwork } from '@/networks/NearNetwork'
import { siwxTestAddress } from './internal/testing/siwxFixtures'
import { signInAccount } from './signInAccount'

const evm = {
  address: siwxTestAddress,
  caipAddress: `eip155:31337:${siwxTestAddress}`,
  caipNetworkId: 'eip155:31337',
}
const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const solana = { address, network: localSolanaNetwork, key: `solana:localnet:${address}` }
const btc = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
const implicit = '6f'.repeat(32)
const near = {
  address: implicit,
  network: knownNearNetworks[1] as NearNetwork,
  key: `near:testnet:${implicit}`,
}
const bitcoin = {
  address: btc,
  network: localBitcoinNetwork,
  key: `${localBitcoinNetwork.caipNetworkId}:${btc}`,
}

describe('signInAccount', () => {
  it('is the Solana account where Solana is active and one is connected', () => {
    expect(signInAccount({ activeNamespace: 'solana', evm, solana, bitcoin, near })).toEqual({
      namespace: 'solana',
      address,
      caipAddress: `solana:localnet:${address}`,
      caipNetworkId: 'solana:localnet',
    })
  })

  it('is the EVM account where eip155 is active, or no Solana account is connected', () => {
    expect(signInAccount({ activeNamespace: 'eip155', evm, solana, bitcoin, near })).toEqual({
      namespace: 'eip155',
      ...evm,
    })
    expect(signInAccount({ activeNamespace: 'solana', evm, solana: undefined, bitcoin, near })).toEqual({
      namespace: 'eip155',
      ...evm,
    })
  })

  it('is the Bitcoin account where Bitcoin is active and one is connected, else the EVM account', () => {
    expect(signInAccount({ activeNamespace: 'bip122', evm, solana, bitcoin, near })).toEqual({
      namespace: 'bip122',
      address: btc,
      caipAddress: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${btc}`,
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    expect(signInAccount({ activeNamespace: 'bip122', evm, solana, bitcoin: undefined, near })).toEqual({
      namespace: 'eip155',
      ...evm,
    })
  })

  it('is the NEAR account where NEAR is active and one is connected, else the EVM account', () => {
    expect(signInAccount({ activeNamespace: 'near', evm, solana, bitcoin, near })).toEqual({
      namespace: 'near',
      address: implicit,
      caipAddress: `near:testnet:${implicit}`,
      caipNetworkId: 'near:testnet',
    })
    expect(signInAccount({ activeNamespace: 'near', evm, solana, bitcoin, near: undefined })).toEqual({
      namespace: 'eip155',
      ...evm,
    })
  })
})
