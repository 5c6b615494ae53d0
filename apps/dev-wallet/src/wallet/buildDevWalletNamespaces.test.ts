import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { buildDevWalletNamespaces } from './buildDevWalletNamespaces'
import type { DevWalletChain } from './DevWalletChain'

const chains: DevWalletChain[] = [
  { caipNetworkId: 'eip155:31337', id: 31337, name: 'Latch Devnet A', rpcUrl: 'http://127.0.0.1:8545' },
  { caipNetworkId: 'eip155:31338', id: 31338, name: 'Latch Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
]
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const allMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_chainId',
]
const events = ['accountsChanged', 'chainChanged']

function proposal(
  requiredNamespaces: ProposalTypes.RequiredNamespaces,
  optionalNamespaces: ProposalTypes.OptionalNamespaces,
): ProposalTypes.Struct {
  return {
    id: 1,
    expiryTimestamp: 2_000_000_000,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: 'ab',
      metadata: { name: 'Dapp', description: '', url: 'http://localhost', icons: [] },
    },
    requiredNamespaces,
    optionalNamespaces,
    pairingTopic: 'cd',
  }
}

describe('buildDevWalletNamespaces', () => {
  it('approves both devnets asked for as optional, with every method and event the dapp knows', () => {
    const namespaces = buildDevWalletNamespaces(
      proposal(
        {},
        {
          eip155: {
            chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
            methods: [...allMethods, 'eth_foo'],
            events,
          },
        },
      ),
      { chains, address },
    )
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: allMethods,
        events,
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      },
    })
  })

  it('approves a required devnet and an optional one, only the methods asked for', () => {
    const namespaces = buildDevWalletNamespaces(
      proposal(
        { eip155: { chains: ['eip155:31338'], methods: ['personal_sign'], events: ['chainChanged'] } },
        { eip155: { chains: ['eip155:31337'], methods: ['eth_sendTransaction'], events: [] } },
      ),
      { chains, address },
    )
    expect(namespaces.eip155?.chains?.slice().sort()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.methods.slice().sort()).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(namespaces.eip155?.accounts.slice().sort()).toEqual([
      `eip155:31337:${address}`,
      `eip155:31338:${address}`,
    ])
  })

  it('reads chains named in namespace keys', () => {
    const namespaces = buildDevWalletNamespaces(
      proposal({}, { 'eip155:31338': { methods: ['personal_sign'], events } }),
      { chains, address },
    )
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31338:${address}`])
  })

  it('refuses a proposal that asks for none of its chains', () => {
    expect(() =>
      buildDevWalletNamespaces(
        proposal({}, { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events } }),
        {
          chains,
          address,
        },
      ),
    ).toThrow("The dapp asks for none of this wallet's chains (eip155:31337, eip155:31338).")
  })

  it('refuses a proposal that requires a chain it does not have', () => {
    expect(() =>
      buildDevWalletNamespaces(
        proposal(
          { eip155: { chains: ['eip155:31337', 'eip155:1'], methods: ['personal_sign'], events } },
          {},
        ),
        { chains, address },
      ),
    ).toThrow(
      'The dapp requires eip155:1, which this wallet does not have (it has eip155:31337, eip155:31338).',
    )
  })

  describe('with a Solana cluster', () => {
    const cluster = {
      caipNetworkId: 'solana:localnet',
      name: 'Solana localnet',
      rpcUrl: 'http://127.0.0.1:8899',
    } as const
    const solana = { cluster, address: '8ZHK8JtyM6HLtiF3WpMzHSMEmUuBSVqjG2GJvSqjZk9r' }
    const solanaMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

    it('approves eip155 and solana in one session when the dapp asks for both', () => {
      const namespaces = buildDevWalletNamespaces(
        proposal(
          {},
          {
            eip155: { chains: ['eip155:31337'], methods: allMethods, events },
            solana: { chains: ['solana:localnet'], methods: [...solanaMethods, 'solana_foo'], events: [] },
          },
        ),
        { chains, address, solana },
      )
      expect(namespaces).toEqual({
        eip155: expect.objectContaining({ accounts: [`eip155:31337:${address}`] }),
        solana: {
          chains: ['solana:localnet'],
          methods: solanaMethods,
          events: [],
          accounts: [`solana:localnet:${solana.address}`],
        },
      })
    })

    it('approves a Solana-only proposal with no eip155 namespace', () => {
      const namespaces = buildDevWalletNamespaces(
        proposal(
          { solana: { chains: ['solana:localnet'], methods: ['solana_signMessage'], events: [] } },
          {},
        ),
        { chains, address, solana },
      )
      expect(Object.keys(namespaces)).toEqual(['solana'])
      expect(namespaces.solana?.accounts).toEqual([`solana:localnet:${solana.address}`])
    })

    it('leaves Solana out when the dapp does not ask for it, and refuses another cluster it requires', () => {
      const namespaces = buildDevWalletNamespaces(
        proposal({}, { eip155: { chains: ['eip155:31337'], methods: allMethods, events } }),
        { chains, address, solana },
      )
      expect(Object.keys(namespaces)).toEqual(['eip155'])
      const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
      expect(() =>
        buildDevWalletNamespaces(
          proposal({ solana: { chains: [mainnet], methods: ['solana_signMessage'], events: [] } }, {}),
          { chains, address, solana },
        ),
      ).toThrow(
        `The dapp asks for none of this wallet's chains (eip155:31337, eip155:31338, solana:localnet).`,
      )
    })
  })

  describe('with a Bitcoin network', () => {
    const network = {
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      name: 'Bitcoin regtest',
    } as const
    const bitcoin = { network, address: 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv' }

    it('approves bip122 beside eip155 with the Bitcoin methods it answers of those asked for', () => {
      const namespaces = buildDevWalletNamespaces(
        proposal(
          {},
          {
            eip155: { chains: ['eip155:31337'], methods: allMethods, events },
            bip122: {
              chains: [network.caipNetworkId],
              methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
              events: [],
            },
          },
        ),
        { chains, address, bitcoin },
      )
      expect(namespaces.bip122).toEqual({
        chains: [network.caipNetworkId],
        // It reads no chain: it neither pays nor broadcasts.
        methods: ['signMessage', 'signPsbt', 'getAccountAddresses'],
        events: [],
        accounts: [`${network.caipNetworkId}:${bitcoin.address}`],
      })
      expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])
    })

    it('leaves Bitcoin out where the dapp does not ask for it, and approves a Bitcoin-only proposal', () => {
      const evm = proposal({}, { eip155: { chains: ['eip155:31337'], methods: allMethods, events } })
      expect(Object.keys(buildDevWalletNamespaces(evm, { chains, address, bitcoin }))).toEqual(['eip155'])
      const bitcoinOnly = proposal(
        { bip122: { chains: [network.caipNetworkId], methods: ['signMessage'], events: [] } },
        {},
      )
      expect(Object.keys(buildDevWalletNamespaces(bitcoinOnly, { chains, address, bitcoin }))).toEqual([
        'bip122',
      ])
      expect(() => buildDevWalletNamespaces(bitcoinOnly, { chains, address })).toThrow(
        `The dapp asks for none of this wallet's chains (eip155:31337, eip155:31338).`,
      )
    })
  })

  it('approves near beside eip155 with the NEAR methods it answers of those asked for', () => {
    const near = {
      network: { caipNetworkId: 'near:testnet', name: 'NEAR Testnet' } as const,
      address: 'a'.repeat(64),
    }
    const namespaces = buildDevWalletNamespaces(
      proposal(
        {},
        {
          eip155: { chains: ['eip155:31337'], methods: allMethods, events },
          near: {
            chains: ['near:testnet'],
            methods: ['near_signMessage', 'near_signTransaction', 'near_getAccounts'],
            events: [],
          },
        },
      ),
      { chains, address, near },
    )
    expect(namespaces.near).toEqual({
      chains: ['near:testnet'],
      methods: ['near_signMessage', 'near_getAccounts'],
      events: [],
      accounts: [`near:testnet:${near.address}`],
    })
  })
})
