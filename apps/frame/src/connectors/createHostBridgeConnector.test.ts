import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '@/api/createApiClient'
import type { HostLink } from '@/embed/hostLink'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import {
  bitcoinNetworksAtom,
  bridgedWalletAtom,
  connectionAtom,
  hostBitcoinAddressesAtom,
  hostNearAccountsAtom,
  hostSolanaAccountsAtom,
  nearNetworksAtom,
  solanaNetworksAtom,
  walletsAtom,
} from '@/state/atoms'
import { createHostBridgeConnector } from './createHostBridgeConnector'
import type { WalletEvent } from './FrameConnector'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wallet = {
  uuid: 'w1',
  name: 'Dev Wallet',
  icon: 'data:image/svg+xml;base64,AA==',
  rdns: 'dev.latch.wallet',
}
const other = { uuid: 'w2', name: 'Other', icon: 'data:image/svg+xml;base64,AA==', rdns: 'other.wallet' }
const solanaWallet = {
  uuid: 'wallet-standard:0',
  name: 'Sol',
  icon: 'data:image/svg+xml;base64,AA==',
  rdns: 'wallet-standard:Sol',
  namespace: 'solana',
} as const
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const bitcoinWallet = {
  uuid: 'wallet-standard:bip122:0',
  name: 'Btc',
  icon: 'data:image/svg+xml;base64,AA==',
  rdns: 'wallet-standard:bip122:Btc',
  namespace: 'bip122',
} as const
// The dev mnemonic's first native SegWit keys on regtest and on mainnet.
const regtestAddress = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
const mainnetAddress = 'bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72'
const nearWallet = {
  uuid: 'near-connect:dev',
  name: 'Near',
  icon: 'data:image/svg+xml;base64,AA==',
  rdns: 'near-connect:dev',
  namespace: 'near',
} as const
const nearAccount = 'a'.repeat(64)

// The SDK's side of `injected.request`: each wallet answers from its own table, or rejects with 4001.
function setup(
  answers: Record<string, Record<string, unknown>>,
  frameApi: ApiClient = async () => undefined as never,
) {
  const store = createStore()
  store.set(walletsAtom, [wallet, other, solanaWallet, bitcoinWallet, nearWallet])
  store.set(solanaNetworksAtom, [localSolanaNetwork])
  store.set(bitcoinNetworksAtom, [localBitcoinNetwork])
  store.set(
    nearNetworksAtom,
    knownNearNetworks.filter((network) => network.caipNetworkId === 'near:testnet'),
  )
  const calls: { uuid: string; method: string; params?: unknown }[] = []
  const link = {
    origin: 'http://localhost:5173',
    call: async (_type: string, payload: { uuid: string; method: string; params?: unknown }) => {
      calls.push(payload)
      const table = answers[payload.uuid] ?? {}
      if (!(payload.method in table))
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return { result: table[payload.method] }
    },
    destroy: () => undefined,
  } as unknown as HostLink
  const bridge = createHostBridgeConnector({ store, link: () => link, frameApi })
  const events: WalletEvent[] = []
  bridge.onEvent((event) => events.push(event))
  return { store, bridge, calls, events }
}

describe('createHostBridgeConnector', () => {
  it('connects the picked wallet: its account, its chain, and the wallet as connector', async () => {
    const { bridge, store } = setup({ w1: { eth_requestAccounts: [address], eth_chainId: '0x7a69' } })
    expect(await bridge.connect({ wallet })).toEqual({
      connector: {
        id: wallet.rdns,
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        imageUrl: wallet.icon,
        rdns: wallet.rdns,
      },
      address,
      chainId: 31337,
    })
    expect(store.get(bridgedWalletAtom)).toBe('w1')
  })

  it('refuses an answer without an address or with a bad chain, and stays disconnected', async () => {
    const noAccount = setup({ w1: { eth_requestAccounts: ['nope'], eth_chainId: '0x7a69' } })
    await expect(noAccount.bridge.connect({ wallet })).rejects.toThrow('The wallet returned no account.')
    const badChain = setup({ w1: { eth_requestAccounts: [address], eth_chainId: 'x' } })
    await expect(badChain.bridge.connect({ wallet })).rejects.toThrow('Bad chain id.')
    expect(badChain.store.get(bridgedWalletAtom)).toBeUndefined()
  })

  it('sends requests to the connected wallet only, and 4900 before one is connected', async () => {
    const { bridge, calls } = setup({
      w1: { eth_requestAccounts: [address], eth_chainId: '0x7a69', personal_sign: '0x51' },
    })
    await expect(bridge.request('personal_sign', ['0x68', address])).rejects.toMatchObject({ code: 4900 })
    await bridge.connect({ wallet })
    expect(await bridge.request('personal_sign', ['0x68', address])).toBe('0x51')
    expect(calls.at(-1)).toEqual({ uuid: 'w1', method: 'personal_sign', params: ['0x68', address] })
  })

  it('reconnects the stored wallet with eth_accounts, without asking the user', async () => {
    const { bridge, calls } = setup({ w1: { eth_accounts: [address], eth_chainId: '0x7a6a' } })
    const stored = { id: wallet.rdns, rdns: wallet.rdns, name: wallet.name, type: 'ANNOUNCED' as const }
    expect(await bridge.reconnect(stored)).toMatchObject({ address, chainId: 31338 })
    expect(calls.map((call) => call.method)).toEqual(['eth_accounts', 'eth_chainId'])
    const locked = setup({ w1: { eth_accounts: [] } })
    expect(await locked.bridge.reconnect(stored)).toBeUndefined()
  })

  it('failing the stored wallet, reconnects through another wallet of the page that authorized the site', async () => {
    const stored = { id: wallet.rdns, rdns: wallet.rdns, name: wallet.name, type: 'ANNOUNCED' as const }
    const { bridge, calls, store } = setup({
      w1: { eth_accounts: [] },
      w2: { eth_accounts: [address], eth_chainId: '0x7a69' },
    })
    expect(await bridge.reconnect(stored)).toMatchObject({
      address,
      chainId: 31337,
      connector: { rdns: 'other.wallet', type: 'ANNOUNCED' },
    })
    expect(calls.map((call) => [call.uuid, call.method])).toEqual([
      ['w1', 'eth_accounts'],
      ['w2', 'eth_accounts'],
      ['w2', 'eth_chainId'],
    ])
    expect(store.get(bridgedWalletAtom)).toBe('w2')
  })

  it('after another kind of connector, tries the page’s wallets in their order, and finds none authorized', async () => {
    const stored = { id: 'walletConnect', rdns: 'walletConnect', name: 'WC', type: 'WALLET_CONNECT' as const }
    const none = setup({ w1: { eth_accounts: [] }, w2: {} })
    expect(await none.bridge.reconnect(stored)).toBeUndefined()
    expect(none.calls.map(({ uuid, method }) => [uuid, method])).toEqual([
      ['w1', 'eth_accounts'],
      ['w2', 'eth_accounts'],
      ['wallet-standard:0', 'solana_accounts'],
      ['wallet-standard:bip122:0', 'bip122_accounts'],
      ['near-connect:dev', 'near_accounts'],
    ])
    const some = setup({ w2: { eth_accounts: [address], eth_chainId: '0x7a69' } })
    expect(await some.bridge.reconnect(stored)).toMatchObject({ connector: { rdns: 'other.wallet' } })
  })

  it('passes on the connected wallet’s events only, with accounts and chain checked', async () => {
    const { bridge, events } = setup({ w1: { eth_requestAccounts: [address], eth_chainId: '0x7a69' } })
    await bridge.connect({ wallet })
    bridge.handleHostEvent({ uuid: 'w2', event: 'chainChanged', data: '0x1' })
    bridge.handleHostEvent({ uuid: 'w1', event: 'accountsChanged', data: [address, 7] })
    bridge.handleHostEvent({ uuid: 'w1', event: 'chainChanged', data: '0x7a6a' })
    bridge.handleHostEvent({ uuid: 'w1', event: 'disconnect', data: null })
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [address] },
      { type: 'chainChanged', chainId: 31338 },
      { type: 'disconnect' },
    ])
  })

  it('disconnects even when the wallet does not know wallet_revokePermissions', async () => {
    const { bridge, store, calls } = setup({ w1: { eth_requestAccounts: [address], eth_chainId: '0x7a69' } })
    await bridge.connect({ wallet })
    await bridge.disconnect()
    expect(calls.at(-1)?.method).toBe('wallet_revokePermissions')
    expect(store.get(bridgedWalletAtom)).toBeUndefined()
    await expect(bridge.request('eth_accounts')).rejects.toMatchObject({ code: 4900 })
  })

  it('connects a Solana wallet with its addresses alone, and signs as the account in use on the visitor’s cluster', async () => {
    const { bridge, store, calls } = setup({
      'wallet-standard:0': {
        solana_requestAccounts: ['not an address', solanaAddress, solanaAddress],
        solana_signTransaction: { signature: 'x' },
      },
    })
    expect(await bridge.connect({ wallet: solanaWallet })).toEqual({
      connector: {
        id: 'wallet-standard:Sol',
        name: 'Sol',
        type: 'ANNOUNCED',
        imageUrl: solanaWallet.icon,
        rdns: 'wallet-standard:Sol',
      },
      namespace: 'solana',
    })
    expect(store.get(hostSolanaAccountsAtom)).toEqual([solanaAddress])
    await bridge.request('solana_signTransaction', { transaction: 'AA==', chain: 'solana:mainnet' })
    expect(calls.at(-1)).toEqual({
      uuid: 'wallet-standard:0',
      method: 'solana_signTransaction',
      params: { pubkey: solanaAddress, transaction: 'AA==', chain: 'solana:localnet' },
    })
    await bridge.disconnect()
    expect(store.get(hostSolanaAccountsAtom)).toEqual([])
  })

  it('refuses a Solana wallet that shares no well-formed address', async () => {
    const { bridge, store } = setup({ 'wallet-standard:0': { solana_requestAccounts: ['0x12', 7] } })
    await expect(bridge.connect({ wallet: solanaWallet })).rejects.toThrow('The wallet returned no account.')
    expect(store.get(bridgedWalletAtom)).toBeUndefined()
  })

  it('reconnects a Solana wallet that still shares an account, and follows its account changes to none, ignoring malformed ones', async () => {
    const { bridge, store, events } = setup({ 'wallet-standard:0': { solana_accounts: [solanaAddress] } })
    const stored = {
      id: 'wallet-standard:Sol',
      name: 'Sol',
      type: 'ANNOUNCED',
      rdns: 'wallet-standard:Sol',
    } as const
    expect(await bridge.reconnect(stored)).toMatchObject({ connector: { id: 'wallet-standard:Sol' } })
    const other = '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab'
    bridge.handleHostEvent({ uuid: 'wallet-standard:0', event: 'accountsChanged', data: [other] })
    await expect.poll(() => store.get(hostSolanaAccountsAtom)).toEqual([other])
    expect(events).toEqual([])
    // A malformed change (not a list) is ignored: the session and its account stay.
    for (const data of [null, other, { 0: other }])
      bridge.handleHostEvent({ uuid: 'wallet-standard:0', event: 'accountsChanged', data })
    bridge.handleHostEvent({ uuid: 'wallet-standard:0', event: 'accountsChanged', data: [other, 7, '0x12'] })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(store.get(hostSolanaAccountsAtom)).toEqual([other])
    expect(events).toEqual([])
    bridge.handleHostEvent({ uuid: 'wallet-standard:0', event: 'accountsChanged', data: [] })
    await expect.poll(() => events).toEqual([{ type: 'disconnect' }])
  })

  it('connects a Bitcoin wallet with its addresses alone, the first of each network, and passes requests on', async () => {
    const { bridge, store, calls } = setup({
      'wallet-standard:bip122:0': {
        bip122_requestAccounts: ['not an address', regtestAddress, mainnetAddress, 'bcrt1qother'],
        bip122_signMessage: { address: regtestAddress, signature: 'AkcwRAIg' },
      },
    })
    expect(await bridge.connect({ wallet: bitcoinWallet })).toEqual({
      connector: {
        id: 'wallet-standard:bip122:Btc',
        name: 'Btc',
        type: 'ANNOUNCED',
        imageUrl: bitcoinWallet.icon,
        rdns: 'wallet-standard:bip122:Btc',
      },
      namespace: 'bip122',
    })
    expect(store.get(hostBitcoinAddressesAtom)).toEqual({ regtest: regtestAddress, mainnet: mainnetAddress })
    expect(store.get(hostSolanaAccountsAtom)).toEqual([])
    const params = { account: regtestAddress, message: 'hi' }
    expect(await bridge.request('bip122_signMessage', params)).toEqual({
      address: regtestAddress,
      signature: 'AkcwRAIg',
    })
    expect(calls.at(-1)).toEqual({ uuid: 'wallet-standard:bip122:0', method: 'bip122_signMessage', params })
    await bridge.disconnect()
    expect(store.get(hostBitcoinAddressesAtom)).toEqual({})
  })

  it("makes a Bitcoin wallet's payments through the frame's server, asking the wallet only to sign", async () => {
    const read: string[] = []
    const { bridge, store, calls } = setup(
      {
        'wallet-standard:bip122:0': {
          bip122_requestAccounts: [regtestAddress],
          bip122_signPsbt: { psbt: 'cHNidP8BAA==' },
        },
      },
      async (path) => {
        read.push(path)
        // The account can spend nothing: the frame's plan stops there, before the wallet is asked.
        return (path.endsWith('/utxo') ? [] : { '3': 1 }) as never
      },
    )
    const connected = await bridge.connect({ wallet: bitcoinWallet })
    store.set(connectionAtom, (state) => ({ ...state, status: 'connected', connector: connected.connector }))
    const transfer = { account: regtestAddress, recipientAddress: mainnetAddress, amount: '1000' }
    await expect(bridge.request('bip122_sendTransfer', transfer, transfer)).rejects.toMatchObject({
      code: -32602,
    })
    expect(read).toEqual([`/api/v1/bitcoin/address/${regtestAddress}/utxo`, '/api/v1/bitcoin/fee-estimates'])
    // A PSBT to sign only is the wallet's alone, as the dapp asked.
    const psbt = { account: regtestAddress, psbt: 'cHNidP8BAA==', signInputs: [], broadcast: false }
    expect(await bridge.request('bip122_signPsbt', psbt, psbt)).toEqual({ psbt: 'cHNidP8BAA==' })
    expect(calls.map((call) => call.method)).toEqual(['bip122_requestAccounts', 'bip122_signPsbt'])
  })

  it('refuses a Bitcoin wallet that shares no Bitcoin address, and reconnects one that still shares one', async () => {
    const refusing = setup({
      'wallet-standard:bip122:0': { bip122_requestAccounts: [solanaAddress, address] },
    })
    await expect(refusing.bridge.connect({ wallet: bitcoinWallet })).rejects.toThrow(
      'The wallet returned no account.',
    )
    expect(refusing.store.get(bridgedWalletAtom)).toBeUndefined()

    const { bridge, store, events } = setup({
      'wallet-standard:bip122:0': { bip122_accounts: [regtestAddress] },
    })
    const stored = {
      id: bitcoinWallet.rdns,
      name: 'Btc',
      type: 'ANNOUNCED',
      rdns: bitcoinWallet.rdns,
    } as const
    expect(await bridge.reconnect(stored)).toMatchObject({ namespace: 'bip122' })
    expect(store.get(hostBitcoinAddressesAtom)).toEqual({ regtest: regtestAddress })
    const next = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'
    bridge.handleHostEvent({ uuid: bitcoinWallet.uuid, event: 'accountsChanged', data: [next] })
    await expect.poll(() => store.get(hostBitcoinAddressesAtom)).toEqual({ regtest: next })
    expect(events).toEqual([])
    // Left with an address of no network the app asked for, the wallet has no account here.
    bridge.handleHostEvent({ uuid: bitcoinWallet.uuid, event: 'accountsChanged', data: [mainnetAddress] })
    await expect.poll(() => events).toEqual([{ type: 'disconnect' }])
  })

  it("connects a NEAR wallet on the app's first NEAR network, naming it in every request, and forgets it", async () => {
    const signed = { accountId: nearAccount, publicKey: 'ed25519:1', signature: 'AA==' }
    const { bridge, store, calls } = setup({
      'near-connect:dev': {
        near_requestAccounts: ['Not An Id', nearAccount, nearAccount, 7],
        near_signMessage: signed,
        wallet_revokePermissions: null,
      },
    })
    expect(await bridge.connect({ wallet: nearWallet })).toMatchObject({
      connector: { id: 'near-connect:dev', type: 'ANNOUNCED' },
      namespace: 'near',
    })
    expect(calls.at(-1)).toEqual({
      uuid: 'near-connect:dev',
      method: 'near_requestAccounts',
      params: { chain: 'near:testnet' },
    })
    expect(store.get(hostNearAccountsAtom)).toEqual([`near:testnet:${nearAccount}`])
    const connected = {
      status: 'connected',
      connector: { id: 'near-connect:dev', name: 'Near', type: 'ANNOUNCED' },
    }
    store.set(connectionAtom, (state) => ({ ...state, ...connected }) as typeof state)
    const params = { message: 'hi', recipient: 'app.example', nonce: `${'A'.repeat(43)}=` }
    expect(await bridge.request('near_signMessage', params)).toEqual(signed)
    expect(calls.at(-1)).toEqual({
      uuid: 'near-connect:dev',
      method: 'near_signMessage',
      params: { ...params, chain: 'near:testnet' },
    })
    await bridge.disconnect()
    expect(store.get(hostNearAccountsAtom)).toEqual([])
    expect(calls.at(-1)?.method).toBe('wallet_revokePermissions')
  })

  it('refuses a NEAR wallet that signs in with no account id, and reconnects one still signed in', async () => {
    const refusing = setup({ 'near-connect:dev': { near_requestAccounts: [address, 'UPPER'] } })
    await expect(refusing.bridge.connect({ wallet: nearWallet })).rejects.toThrow(
      'The wallet returned no account.',
    )
    expect(refusing.store.get(bridgedWalletAtom)).toBeUndefined()
    expect(refusing.store.get(hostNearAccountsAtom)).toEqual([])

    const { bridge, store, calls } = setup({ 'near-connect:dev': { near_accounts: ['alice.testnet'] } })
    const stored = { id: nearWallet.rdns, name: 'Near', type: 'ANNOUNCED', rdns: nearWallet.rdns } as const
    expect(await bridge.reconnect(stored)).toMatchObject({ namespace: 'near' })
    expect(calls[0]).toEqual({
      uuid: 'near-connect:dev',
      method: 'near_accounts',
      params: { chain: 'near:testnet' },
    })
    expect(store.get(hostNearAccountsAtom)).toEqual(['near:testnet:alice.testnet'])
    // Connecting an EVM wallet of the page after it leaves no NEAR account behind.
    const evm = setup({ w1: { eth_requestAccounts: [address], eth_chainId: '0x7a69' } })
    evm.store.set(hostNearAccountsAtom, ['near:testnet:alice.testnet'])
    await evm.bridge.connect({ wallet })
    expect(evm.store.get(hostNearAccountsAtom)).toEqual([])
  })
})
