import { describe, expect, it } from 'vitest'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { solanaAccountOf } from './solanaAccountOf'

const solanaAddress = '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW'
const embedded = { status: 'connected', connector: { id: 'embedded', name: 'Email', type: 'AUTH' } } as const

describe('solanaAccountOf', () => {
  it('is the embedded wallet’s Solana account on the first Solana network asked for, keyed by its CAIP-10 id', () => {
    expect(
      solanaAccountOf({
        connection: embedded,
        solanaAddress,
        walletConnectSolanaAccounts: [],
        hostSolanaAccounts: [],
        solanaNetworks: [localSolanaNetwork],
      }),
    ).toEqual({
      address: solanaAddress,
      network: localSolanaNetwork,
      key: `solana:localnet:${solanaAddress}`,
    })
  })

  it('is none for an EVM wallet, while not connected, without an address or without a Solana network', () => {
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
      expect(
        solanaAccountOf({
          walletConnectSolanaAccounts: [`solana:localnet:${solanaAddress}`],
          hostSolanaAccounts: [],
          ...state,
        }),
      ).toBeUndefined()
  })

  it('is the WalletConnect session’s account on the cluster the visitor is on, and none where it has none', () => {
    const walletConnect = {
      status: 'connected',
      connector: { id: 'walletConnect', name: 'Latch Dev Web Wallet', type: 'WALLET_CONNECT' },
    } as const
    const devnet = {
      ...localSolanaNetwork,
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    } as const
    const other = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    const walletConnectSolanaAccounts = [
      `${devnet.caipNetworkId}:${other}`,
      `solana:localnet:${solanaAddress}`,
    ]
    const state = {
      connection: walletConnect,
      solanaAddress: other,
      walletConnectSolanaAccounts,
      hostSolanaAccounts: [other],
    }
    expect(solanaAccountOf({ ...state, solanaNetworks: [localSolanaNetwork, devnet] })).toEqual({
      address: solanaAddress,
      network: localSolanaNetwork,
      key: `solana:localnet:${solanaAddress}`,
    })
    expect(solanaAccountOf({ ...state, solanaNetworks: [devnet] })?.address).toBe(other)
    expect(
      solanaAccountOf({ ...state, walletConnectSolanaAccounts: [], solanaNetworks: [localSolanaNetwork] }),
    ).toBeUndefined()
  })
  it('is the first account a host-page Solana wallet shares, on the cluster the visitor is on', () => {
    const announced = {
      status: 'connected',
      connector: { id: 'wallet-standard:Sol', name: 'Sol', type: 'ANNOUNCED' },
    } as const
    const state = { connection: announced, solanaAddress: undefined, walletConnectSolanaAccounts: [] }
    expect(
      solanaAccountOf({
        ...state,
        hostSolanaAccounts: [solanaAddress],
        solanaNetworks: [localSolanaNetwork],
      }),
    ).toEqual({
      address: solanaAddress,
      network: localSolanaNetwork,
      key: `solana:localnet:${solanaAddress}`,
    })
    expect(
      solanaAccountOf({ ...state, hostSolanaAccounts: [], solanaNetworks: [localSolanaNetwork] }),
    ).toBeUndefined()
  })
})
