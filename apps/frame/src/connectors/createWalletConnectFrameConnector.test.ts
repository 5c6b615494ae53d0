import { UnsupportedProviderMethodError } from '@latch/protocol/errors'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '@/api/createApiClient'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { resolveNetworks } from '@/networks/knownNetworks'
import {
  bitcoinNetworksAtom,
  connectionAtom,
  hostConfigAtom,
  namespaceAtom,
  networksAtom,
  walletConnectBitcoinAccountsAtom,
} from '@/state/atoms'
import { connectedBitcoinAccount } from '@/state/selectors'
import type {
  WalletConnectAccount,
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEvent,
} from '@/wallets/walletconnect/WalletConnectConnector'
import { createWalletConnectFrameConnector } from './createWalletConnectFrameConnector'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const relay = { relayUrl: 'ws://127.0.0.1:5555', projectId: 'latch-dev', local: true }
const peer = { name: 'Rainbow Mobile', icons: ['javascript:alert(1)', 'https://rainbow.example/icon.png'] }

// `refused`: the methods the session did not approve (4200, as the SDK connector answers them).
function setup(
  session?: WalletConnectAccount,
  {
    frameApi = async () => undefined as never,
    refused = [] as string[],
  }: { frameApi?: ApiClient; refused?: string[] } = {},
) {
  const store = createStore()
  store.set(networksAtom, resolveNetworks(['eip155:31337', 'eip155:31338']))
  store.set(hostConfigAtom, {
    isMobile: false,
    metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
  })
  const made: WalletConnectConnectorOptions[] = []
  const requests: unknown[][] = []
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  const sdk: WalletConnectConnector = {
    restore: async () => session,
    connect: async ({ onUri }) => {
      onUri('wc:abc@2?relay-protocol=irn&symKey=k', Date.now() + 240_000)
      return session ?? { address, chainId: 31337, peer }
    },
    request: async (...args) => {
      requests.push(args)
      if (refused.includes(args[0])) throw new UnsupportedProviderMethodError({ details: args[0] })
      return `${args[0]} answered`
    },
    disconnect: async () => undefined,
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy: () => undefined,
  }
  const connector = createWalletConnectFrameConnector({
    store,
    config: relay,
    frameApi,
    create: (options) => {
      made.push(options)
      return sdk
    },
  })
  return {
    connector,
    store,
    made,
    requests,
    emit: (event: WalletConnectEvent) => {
      for (const listener of listeners) listener(event)
    },
  }
}

describe('createWalletConnectFrameConnector', () => {
  it('makes the SDK connector on first use, with the host’s metadata and networks', async () => {
    const { connector, made } = setup()
    expect(made).toHaveLength(0)
    await connector.reconnect({
      id: 'walletConnect',
      rdns: 'walletConnect',
      name: 'x',
      type: 'WALLET_CONNECT',
    })
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({
      relayUrl: relay.relayUrl,
      local: true,
      metadata: { name: 'Shop', url: 'https://shop.example' },
      networks: [
        { id: 31337, caipNetworkId: 'eip155:31337' },
        { id: 31338, caipNetworkId: 'eip155:31338' },
      ],
    })
  })

  it('names the connection after the catalogue wallet picked, or else the wallet’s own http(s) icon and name', async () => {
    const { connector } = setup()
    const signal = new AbortController().signal
    const uris: string[] = []
    const picked = await connector.connect({
      wallet: { id: 'rainbow', name: 'Rainbow', image_url: 'https://catalogue.example/rainbow.png' },
      onUri: (uri) => uris.push(uri),
      signal,
    })
    expect(uris).toEqual(['wc:abc@2?relay-protocol=irn&symKey=k'])
    expect(picked.connector).toEqual({
      id: 'walletConnect',
      name: 'Rainbow',
      type: 'WALLET_CONNECT',
      imageUrl: 'https://catalogue.example/rainbow.png',
    })
    const any = await connector.connect({ wallet: undefined, onUri: () => undefined, signal })
    expect(any.connector).toMatchObject({
      name: 'Rainbow Mobile',
      imageUrl: 'https://rainbow.example/icon.png',
    })
  })

  it('restores a stored session, and says there is none otherwise', async () => {
    const stored = { id: 'walletConnect', rdns: 'walletConnect', name: 'x', type: 'WALLET_CONNECT' as const }
    expect(await setup().connector.reconnect(stored)).toBeUndefined()
    const restored = await setup({ address, chainId: 31338, peer }).connector.reconnect(stored)
    expect(restored).toMatchObject({ address, chainId: 31338, connector: { name: 'Rainbow Mobile' } })
  })

  it('refuses requests with 4900 before the SDK exists, then forwards them and the wallet’s events', async () => {
    const { connector, emit } = setup()
    await expect(connector.request('eth_accounts')).rejects.toMatchObject({ code: 4900 })
    const events: unknown[] = []
    connector.onEvent((event) => events.push(event))
    await connector.connect({
      wallet: undefined,
      onUri: () => undefined,
      signal: new AbortController().signal,
    })
    expect(await connector.request('personal_sign', [])).toBe('personal_sign answered')
    emit({ type: 'chainChanged', chainId: 31338 })
    expect(events).toEqual([{ type: 'chainChanged', chainId: 31338 }])
  })

  it("keeps the session's Bitcoin accounts for bitcoinAccountOf, follows the wallet's changes, and sends a Bitcoin method to its network", async () => {
    const regtest = localBitcoinNetwork.caipNetworkId
    const bitcoin = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    const { connector, store, made, requests, emit } = setup({
      address,
      chainId: 31337,
      peer,
      bitcoinAccounts: [`${regtest}:${bitcoin}`],
    })
    store.set(bitcoinNetworksAtom, [localBitcoinNetwork])
    const wallet = await connector.connect({
      wallet: undefined,
      onUri: () => undefined,
      signal: new AbortController().signal,
    })
    expect(made[0]?.bitcoinNetworks).toEqual([{ caipNetworkId: regtest, bip84: 'regtest' }])
    expect(store.get(walletConnectBitcoinAccountsAtom)).toEqual([`${regtest}:${bitcoin}`])
    store.set(connectionAtom, { status: 'connected', connector: wallet.connector, buffering: false })
    expect(connectedBitcoinAccount(store)?.key).toBe(`${regtest}:${bitcoin}`)

    await connector.request('bip122_signMessage', { account: bitcoin, message: 'hi' })
    expect(requests.at(-1)).toEqual([
      'bip122_signMessage',
      { account: bitcoin, message: 'hi' },
      { solana: undefined, bip122: regtest },
    ])
    // The wallet dropped its Bitcoin account: there is none to show or sign with.
    emit({ type: 'bitcoinAccountsChanged', accounts: [] })
    expect(connectedBitcoinAccount(store)).toBeUndefined()
    await connector.disconnect()
    expect(store.get(walletConnectBitcoinAccountsAtom)).toEqual([])
  })

  it("pays a transfer the session has no sendTransfer for through the frame, which the wallet signs, and leaves the wallet's own alone", async () => {
    const regtest = localBitcoinNetwork.caipNetworkId
    const bitcoin = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    const session: WalletConnectAccount = {
      address,
      chainId: 31337,
      peer,
      bitcoinAccounts: [`${regtest}:${bitcoin}`],
    }
    const transfer = {
      account: bitcoin,
      recipientAddress: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
      amount: '1000',
    }
    const connectedWith = async (options: Parameters<typeof setup>[1]) => {
      const made = setup(session, options)
      made.store.set(bitcoinNetworksAtom, [localBitcoinNetwork])
      const wallet = await made.connector.connect({
        wallet: undefined,
        onUri: () => undefined,
        signal: new AbortController().signal,
      })
      made.store.set(connectionAtom, { status: 'connected', connector: wallet.connector, buffering: false })
      return made
    }
    const read: string[] = []
    const frameApi: ApiClient = async (path) => {
      read.push(path)
      // The account can spend nothing: the frame's plan stops there, before the wallet is asked to sign.
      return (path.endsWith('/utxo') ? [] : { '3': 1 }) as never
    }
    const unapproved = await connectedWith({ frameApi, refused: ['bip122_sendTransfer'] })
    await expect(
      unapproved.connector.request('bip122_sendTransfer', transfer, transfer),
    ).rejects.toMatchObject({
      code: -32602,
    })
    expect(read).toEqual([`/api/v1/bitcoin/address/${bitcoin}/utxo`, '/api/v1/bitcoin/fee-estimates'])
    expect(unapproved.requests.map(([method]) => method)).toEqual(['bip122_sendTransfer'])

    // A wallet that approved its own transfer pays it itself; another refusal is the wallet's.
    read.length = 0
    const paying = await connectedWith({ frameApi })
    expect(await paying.connector.request('bip122_sendTransfer', transfer, transfer)).toBe(
      'bip122_sendTransfer answered',
    )
    const refusing = await connectedWith({ frameApi, refused: ['bip122_signMessage'] })
    await expect(
      refusing.connector.request('bip122_signMessage', { account: bitcoin, message: 'hi' }),
    ).rejects.toMatchObject({
      code: 4200,
    })
    expect(read).toEqual([])
  })

  it('connects a session with no EVM account as its other namespaces alone: the active one where it holds it, else its first', async () => {
    const session: WalletConnectAccount = {
      peer,
      bitcoinAccounts: [`${localBitcoinNetwork.caipNetworkId}:bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv`],
      nearAccounts: ['near:testnet:alice.testnet'],
    }
    const connect = async (active: 'eip155' | 'near') => {
      const { connector, store } = setup(session)
      store.set(namespaceAtom, { active, switching: false })
      return connector.connect({
        wallet: undefined,
        onUri: () => undefined,
        signal: new AbortController().signal,
      })
    }
    const onNear = await connect('near')
    expect(onNear).toMatchObject({
      connector: { id: 'walletConnect', name: 'Rainbow Mobile' },
      namespace: 'near',
    })
    expect(onNear.address).toBeUndefined()
    expect((await connect('eip155')).namespace).toBe('bip122')
  })
})
