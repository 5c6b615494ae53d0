import { expect, it } from 'vitest'
import { walletConnectNamespaces } from './walletConnectNamespaces'

it('asks for every network with its RPC URL, the wallet methods (EIP-5792, ERC-7715, no eth_sign) and both events', () => {
  const namespaces = walletConnectNamespaces([
    { id: 31337, caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 31338, caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546' },
  ])
  // The order of the methods means nothing to a wallet; the set is what it approves.
  expect({
    ...namespaces,
    eip155: { ...namespaces.eip155, methods: [...namespaces.eip155.methods].sort() },
  }).toEqual({
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_getCapabilities',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_showCallsStatus',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
      ].sort(),
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '31337': 'http://127.0.0.1:8545', '31338': 'http://127.0.0.1:8546' },
    },
  })
})

it('proposes the Solana clusters beside eip155, with the Solana signing methods', () => {
  const namespaces = walletConnectNamespaces(
    [{ id: 31337, caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
    [{ caipNetworkId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:3000/api/rpc/solana' }],
  )
  expect(namespaces.eip155.chains).toEqual(['eip155:31337'])
  expect(namespaces.solana).toEqual({
    chains: ['solana:localnet'],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: [],
    rpcMap: { 'solana:localnet': 'http://127.0.0.1:3000/api/rpc/solana' },
  })
  expect(
    walletConnectNamespaces([{ id: 1, caipNetworkId: 'eip155:1', rpcUrl: 'https://rpc' }]),
  ).not.toHaveProperty('solana')
})

it('proposes the Bitcoin networks beside eip155, with the Bitcoin methods under WalletConnect names', () => {
  const namespaces = walletConnectNamespaces(
    [{ id: 31337, caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
    [],
    [{ caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', bip84: 'regtest' }],
  )
  expect(namespaces).not.toHaveProperty('solana')
  expect(namespaces.bip122).toEqual({
    chains: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: [],
  })
  expect(
    walletConnectNamespaces([{ id: 1, caipNetworkId: 'eip155:1', rpcUrl: 'https://rpc' }], [], []),
  ).not.toHaveProperty('bip122')
})

it('proposes the NEAR networks beside eip155, with the NEAR methods', () => {
  const namespaces = walletConnectNamespaces(
    [{ id: 31337, caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
    [],
    [],
    [{ caipNetworkId: 'near:testnet' }],
  )
  expect(namespaces.near).toEqual({
    chains: ['near:testnet'],
    methods: ['near_signMessage', 'near_signTransaction', 'near_signTransactions', 'near_getAccounts'],
    events: [],
  })
  expect(namespaces).not.toHaveProperty('bip122')
})
