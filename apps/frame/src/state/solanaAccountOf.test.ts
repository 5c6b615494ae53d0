import { describe, expect, it } from 'vitest'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { solanaAccountOf } from './solanaAccountOf'

const solanaAddress = '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW'
const embedded = { status: 'connected', connector: { id: 'embedded', name: 'Email', type: 'AUTH' } } as const

describe('solanaAccountOf', () => {
  it('is the embedded wallet’s Solana account on the first Solana network asked for, keyed by its CAIP-10 id', () => {
    expect(
      solanaAccountOf({ connection: embedded, solanaAddress, solanaNetworks: [localSolanaNetwork] }),
    ).toEqual({
      address: solanaAddress,
      network: localSolanaNetwork,
      key: `solana:localnet:${solanaAddress}`,
    })
  })

  it('is none for another wallet, while not connected, without an address or without a Solana network', () => {
    const announced = {
      status: 'connected',
      connector: { id: 'io.latch.dev', name: 'Dev', type: 'ANNOUNCED' },
    } as const
    for (const state of [
      { connection: announced, solanaAddress, solanaNetworks: [localSolanaNetwork] },
      {
        connection: { ...embedded, status: 'reconnecting' as const },
        solanaAddress,
        solanaNetworks: [localSolanaNetwork],
      },
      { connection: embedded, solanaAddress: undefined, solanaNetworks: [localSolanaNetwork] },
      { connection: embedded, solanaAddress, solanaNetworks: [] },
    ])
      expect(solanaAccountOf(state)).toBeUndefined()
  })
})
