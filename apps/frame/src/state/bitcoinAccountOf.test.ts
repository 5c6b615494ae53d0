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

describe('bitcoinAccountOf', () => {
  it("gives the embedded wallet's address of the first Bitcoin network's kind", () => {
    expect(
      bitcoinAccountOf({ connection: embedded, bitcoinAddresses, bitcoinNetworks: [localBitcoinNetwork] }),
    ).toEqual({
      address: 'bcrt1qreg',
      network: localBitcoinNetwork,
      key: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1qreg',
    })
    expect(
      bitcoinAccountOf({
        connection: embedded,
        bitcoinAddresses,
        bitcoinNetworks: [mainnet, localBitcoinNetwork],
      })?.key,
    ).toBe('bip122:000000000019d6689c085ae165831e93:bc1qmain')
  })

  it('gives none without a connection, an embedded wallet, its addresses or a Bitcoin network', () => {
    const bitcoinNetworks = [localBitcoinNetwork]
    expect(
      bitcoinAccountOf({ connection: { status: 'disconnected' }, bitcoinAddresses, bitcoinNetworks }),
    ).toBeUndefined()
    expect(
      bitcoinAccountOf({
        connection: {
          status: 'connected',
          connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
        },
        bitcoinAddresses,
        bitcoinNetworks,
      }),
    ).toBeUndefined()
    expect(
      bitcoinAccountOf({ connection: embedded, bitcoinAddresses: undefined, bitcoinNetworks }),
    ).toBeUndefined()
    expect(bitcoinAccountOf({ connection: embedded, bitcoinAddresses, bitcoinNetworks: [] })).toBeUndefined()
  })
})
