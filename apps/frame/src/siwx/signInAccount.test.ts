import { describe, expect, it } from 'vitest'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { siwxTestAddress } from './internal/testing/siwxFixtures'
import { signInAccount } from './signInAccount'

const evm = {
  address: siwxTestAddress,
  caipAddress: `eip155:31337:${siwxTestAddress}`,
  caipNetworkId: 'eip155:31337',
}
const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const solana = { address, network: localSolanaNetwork, key: `solana:localnet:${address}` }

describe('signInAccount', () => {
  it('is the Solana account where Solana is active and one is connected', () => {
    expect(signInAccount({ activeNamespace: 'solana', evm, solana })).toEqual({
      namespace: 'solana',
      address,
      caipAddress: `solana:localnet:${address}`,
      caipNetworkId: 'solana:localnet',
    })
  })

  it('is the EVM account where eip155 is active, or no Solana account is connected', () => {
    expect(signInAccount({ activeNamespace: 'eip155', evm, solana })).toEqual({ namespace: 'eip155', ...evm })
    expect(signInAccount({ activeNamespace: 'solana', evm, solana: undefined })).toEqual({
      namespace: 'eip155',
      ...evm,
    })
  })
})
