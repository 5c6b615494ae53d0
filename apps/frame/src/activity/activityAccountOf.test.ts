import { describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { devnetNetwork } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { activityAccountOf } from './activityAccountOf'

const network = devnetNetwork(31_337, 'Latch Devnet A', 'http://127.0.0.1:8545')
const evm = { key: '31337:0xf39f', address: '0xf39F', network }
const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const solana = { address, network: localSolanaNetwork, key: `solana:localnet:${address}` }
const btc = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
const bitcoin = {
  address: btc,
  network: localBitcoinNetwork,
  key: `${localBitcoinNetwork.caipNetworkId}:${btc}`,
}

describe('activityAccountOf', () => {
  it("lists the Solana account's where Solana is active and one is connected", () => {
    expect(activityAccountOf({ active: 'solana', evm, solana, bitcoin })).toEqual({
      namespace: 'solana',
      key: solana.key,
      address,
      network: localSolanaNetwork,
    })
  })

  it("lists the EVM account's otherwise, and nobody's while nobody is connected", () => {
    expect(activityAccountOf({ active: 'eip155', evm, solana, bitcoin })).toEqual({
      namespace: 'eip155',
      ...evm,
    })
    expect(activityAccountOf({ active: 'solana', evm, solana: undefined, bitcoin })).toMatchObject({
      namespace: 'eip155',
    })
    expect(activityAccountOf({ active: 'eip155', evm: undefined, solana, bitcoin })).toBeUndefined()
  })

  it("lists the Bitcoin account's where Bitcoin is active, also with no EVM account (a host page's Bitcoin wallet)", () => {
    const listed = { namespace: 'bip122', key: bitcoin.key, address: btc, network: localBitcoinNetwork }
    expect(activityAccountOf({ active: 'bip122', evm, solana, bitcoin })).toEqual(listed)
    expect(activityAccountOf({ active: 'bip122', evm: undefined, solana: undefined, bitcoin })).toEqual(
      listed,
    )
    expect(activityAccountOf({ active: 'bip122', evm, solana, bitcoin: undefined })).toMatchObject({
      namespace: 'eip155',
    })
  })
})
