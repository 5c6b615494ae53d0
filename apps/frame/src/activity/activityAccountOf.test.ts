import { describe, expect, it } from 'vitest'
import { devnetNetwork } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { activityAccountOf } from './activityAccountOf'

const network = devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')
const evm = { key: '31337:0xf39f', address: '0xf39F', network }
const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const solana = { address, network: localSolanaNetwork, key: `solana:localnet:${address}` }

describe('activityAccountOf', () => {
  it("lists the Solana account's where Solana is active and one is connected", () => {
    expect(activityAccountOf({ active: 'solana', evm, solana })).toEqual({
      namespace: 'solana',
      key: solana.key,
      address,
      network: localSolanaNetwork,
    })
  })

  it("lists the EVM account's otherwise, and nobody's while nobody is connected", () => {
    expect(activityAccountOf({ active: 'eip155', evm, solana })).toEqual({ namespace: 'eip155', ...evm })
    expect(activityAccountOf({ active: 'solana', evm, solana: undefined })).toMatchObject({
      namespace: 'eip155',
    })
    expect(activityAccountOf({ active: 'eip155', evm: undefined, solana })).toBeUndefined()
  })
})
