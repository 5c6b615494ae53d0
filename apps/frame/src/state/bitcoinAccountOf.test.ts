import { describe, expect, it } from 'vitest'
import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { bitcoinAccountOf } from './bitcoinAccountOf'

const bitcoinAddresses = { mainnet: 'bc1qmain', testnet: 'tb1qtest', regtest: 'bcrt1qreg' }
const embedded = {
  status: 'connected' as const,
  connector: { id: 'auth', name: 'Email', type: 'AUTH' as const },
}
const mainnet: BitcoinNetwork = {
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  bip84: 'mainnet',
}

const none = { hostBitcoinAddresses: {}, walletConnectBitcoinAccounts: [] }
const hostWallet = {
  status: 'connected' as const,
  connector: { id: 'wallet-standard:bip122:Dev', name: 'Dev', type: 'ANNOUNCED' as const },
}

describe('bitcoinAccountOf', () => {
  it("gives the embedded wallet's address of the first Bitcoin network's kind", () => {
    expect(
      bitcoinAccountOf({
        ...none,
        connection: embedded,
        bitcoinAddresses,
        bitcoinNetworks: [localBitcoinNetwork],
      }),
    ).toEqual({
      address: 'bcrt1qreg',
      network: localBitcoinNetwork,
      key: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1qreg',
    })
    expect(
      bitcoinAccountOf({
        ...none,
        connection: embedded,
        bitcoinAddresses,
        bitcoinNetworks: [mainnet, localBitcoinNetwork],
      })?.key,
    ).toBe('bip122:000000000019d6689c085ae165831e93:bc1qmain')
  })

  it('gives none without a connection, an embedded wallet, its addresses or a Bitcoin network', () => {
    const bitcoinNetworks = [localBitcoinNetwork]
    expect(
      bitcoinAccountOf({
        ...none,
        connection: { status: 'disconnected' },
        bitcoinAddresses,
        bitcoinNetworks,
      }),
    ).toBeUndefined()
    expect(
      bitcoinAccountOf({
        ...none,
        connection: {
          status: 'connected',
          connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
        },
        bitcoinAddresses,
        bitcoinNetworks,
      }),
    ).toBeUndefined()
    expect(
      bitcoinAccountOf({ ...none, connection: embedded, bitcoinAddresses: undefined, bitcoinNetworks }),
    ).toBeUndefined()
    expect(
      bitcoinAccountOf({ ...none, connection: embedded, bitcoinAddresses, bitcoinNetworks: [] }),
    ).toBeUndefined()
  })

  it("gives a host page's wallet's address of the network's kind, and none where it shares none", () => {
    const hostBitcoinAddresses = { regtest: 'bcrt1qhost' }
    const host = { ...none, connection: hostWallet, bitcoinAddresses, hostBitcoinAddresses }
    expect(bitcoinAccountOf({ ...host, bitcoinNetworks: [localBitcoinNetwork] })?.key).toBe(
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1qhost',
    )
    expect(bitcoinAccountOf({ ...host, bitcoinNetworks: [mainnet] })).toBeUndefined()
    // On the first network asked for that the wallet shares an address of, not merely the first.
    const onMainnet = { ...host, hostBitcoinAddresses: { mainnet: 'bc1qhost' } }
    expect(bitcoinAccountOf({ ...onMainnet, bitcoinNetworks: [localBitcoinNetwork, mainnet] })).toEqual({
      address: 'bc1qhost',
      network: mainnet,
      key: 'bip122:000000000019d6689c085ae165831e93:bc1qhost',
    })
    // The embedded wallet's addresses are not the host wallet's, nor the other way round.
    expect(
      bitcoinAccountOf({ ...host, connection: embedded, bitcoinNetworks: [localBitcoinNetwork] })?.address,
    ).toBe('bcrt1qreg')
  })

  it("gives the WalletConnect session's account on the first network asked for that it holds one on", () => {
    const walletConnect = {
      status: 'connected' as const,
      connector: { id: 'walletConnect', name: 'Web Wallet', type: 'WALLET_CONNECT' as const },
    }
    const session = {
      ...none,
      connection: walletConnect,
      bitcoinAddresses,
      hostBitcoinAddresses: { regtest: 'bcrt1qhost' },
      walletConnectBitcoinAccounts: ['bip122:000000000019d6689c085ae165831e93:bc1qphone'],
    }
    expect(bitcoinAccountOf({ ...session, bitcoinNetworks: [localBitcoinNetwork, mainnet] })).toEqual({
      address: 'bc1qphone',
      network: mainnet,
      key: 'bip122:000000000019d6689c085ae165831e93:bc1qphone',
    })
    // Neither the embedded wallet's addresses nor a host page wallet's are the session's.
    expect(bitcoinAccountOf({ ...session, bitcoinNetworks: [localBitcoinNetwork] })).toBeUndefined()
    // The session's accounts are no other connector's.
    expect(
      bitcoinAccountOf({ ...session, connection: hostWallet, bitcoinNetworks: [mainnet] }),
    ).toBeUndefined()
  })
})
