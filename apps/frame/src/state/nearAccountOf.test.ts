import { describe, expect, it } from 'vitest'
import type { NearNetwork } from '@/networks/NearNetwork'
import { nearAccountOf } from './nearAccountOf'

const nearAccountId = 'a'.repeat(64)
const embedded = {
  status: 'connected' as const,
  connector: { id: 'auth', name: 'Email', type: 'AUTH' as const },
}
const near = { name: 'NEAR', symbol: 'NEAR', decimals: 24 }
const none = { walletConnectNearAccounts: [], hostNearAccounts: [] }
const mainnet: NearNetwork = { caipNetworkId: 'near:mainnet', name: 'NEAR Mainnet', nativeCurrency: near }
const testnet: NearNetwork = { caipNetworkId: 'near:testnet', name: 'NEAR Testnet', nativeCurrency: near }

describe('nearAccountOf', () => {
  it("gives the embedded wallet's implicit account on the first NEAR network asked for", () => {
    expect(
      nearAccountOf({ ...none, connection: embedded, nearAccountId, nearNetworks: [testnet, mainnet] }),
    ).toEqual({
      address: nearAccountId,
      network: testnet,
      key: `near:testnet:${nearAccountId}`,
    })
  })

  it('gives none without a connection, an embedded wallet, its account or a NEAR network', () => {
    const nearNetworks = [mainnet]
    expect(
      nearAccountOf({ ...none, connection: { status: 'disconnected' }, nearAccountId, nearNetworks }),
    ).toBeUndefined()
    const walletConnect = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const }
    expect(
      nearAccountOf({
        ...none,
        connection: { status: 'connected', connector: walletConnect },
        nearAccountId,
        nearNetworks,
      }),
    ).toBeUndefined()
    expect(
      nearAccountOf({ ...none, connection: embedded, nearAccountId: undefined, nearNetworks }),
    ).toBeUndefined()
    expect(nearAccountOf({ ...none, connection: embedded, nearAccountId, nearNetworks: [] })).toBeUndefined()
  })

  it("gives the WalletConnect session's account on the first NEAR network asked for that it holds one on", () => {
    const connection = {
      status: 'connected' as const,
      connector: { id: 'walletConnect', name: 'Web Wallet', type: 'WALLET_CONNECT' as const },
    }
    const walletConnectNearAccounts = ['near:mainnet:alice.near']
    expect(
      nearAccountOf({
        ...none,
        connection,
        nearAccountId,
        walletConnectNearAccounts,
        nearNetworks: [testnet, mainnet],
      }),
    ).toEqual({ address: 'alice.near', network: mainnet, key: 'near:mainnet:alice.near' })
    // The embedded wallet's account is not the session's, nor the session's the embedded wallet's.
    expect(
      nearAccountOf({
        ...none,
        connection,
        nearAccountId,
        walletConnectNearAccounts,
        nearNetworks: [testnet],
      }),
    ).toBeUndefined()
    expect(
      nearAccountOf({
        ...none,
        connection: embedded,
        nearAccountId,
        walletConnectNearAccounts,
        nearNetworks: [mainnet],
      })?.address,
    ).toBe(nearAccountId)
  })

  it("gives the host page's NEAR wallet's account on the first NEAR network asked for that it holds one on", () => {
    const hostWallet = { id: 'near-connect:dev', name: 'Dev NEAR', type: 'ANNOUNCED' as const }
    const walletConnect = { id: 'walletConnect', name: 'W', type: 'WALLET_CONNECT' as const }
    const accountOf = (connector: typeof hostWallet | typeof walletConnect, nearNetworks: NearNetwork[]) =>
      nearAccountOf({
        connection: { status: 'connected', connector },
        nearAccountId: undefined,
        walletConnectNearAccounts: ['near:testnet:bob.testnet'],
        hostNearAccounts: [`near:testnet:${nearAccountId}`],
        nearNetworks,
      })
    expect(accountOf(hostWallet, [mainnet, testnet])).toEqual({
      address: nearAccountId,
      network: testnet,
      key: `near:testnet:${nearAccountId}`,
    })
    expect(accountOf(hostWallet, [mainnet])).toBeUndefined()
    // Each connection reads its own accounts: a WalletConnect session's are not the host wallet's.
    expect(accountOf(walletConnect, [testnet])?.address).toBe('bob.testnet')
  })
})
