import { encodeAbiParameters } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createAccountFlow } from '@/account/createAccountFlow'
import { ApiRequestError } from '@/api/createApiClient'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { knownNetworks } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import {
  balancesAtom,
  bitcoinBalancesAtom,
  bitcoinNetworksAtom,
  connectionAtom,
  embeddedAccountAtom,
  hostConfigAtom,
  networksAtom,
  profileAtom,
  solanaBalancesAtom,
  solanaNetworksAtom,
} from '@/state/atoms'
import { initialConnectionState } from '@/state/connectionReducer'
import { testContext } from '@/testing/testContext'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const watched = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const nativeEntry = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 30_000,
  price: 3_000,
  quantity: { decimals: '18', numeric: '10.0' },
  iconUrl: '/api/public/getTokenImage/ETH',
}
const usdlEntry = {
  name: 'Latch USD',
  symbol: 'USDL',
  chainId: 'eip155:31337',
  address: `eip155:31337:${usdl}`,
  value: 5,
  price: 1,
  quantity: { decimals: '6', numeric: '5.0' },
}

function setup(api: (path: string, call?: unknown) => Promise<unknown>, readRpc = vi.fn()) {
  const t = { now: 1_000_000 }
  const { context, store } = testContext(api as never)
  store.set(networksAtom, [...knownNetworks])
  store.set(connectionAtom, { ...initialConnectionState, status: 'connected', address, chainId: 31337 })
  const toasts = vi.spyOn(context, 'dispatchToast')
  const flow = createAccountFlow(context, { readRpc, now: () => t.now })
  return { flow, store, t, readRpc, toasts }
}

describe('createAccountFlow', () => {
  it("reads the embedded wallet's Solana account apart, on the first Solana network asked for", async () => {
    const solanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    const api = vi.fn(async () => ({
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: 'solana:localnet',
          value: 150,
          price: 150,
          quantity: { decimals: '9', numeric: '1' },
        },
      ],
    }))
    const { flow, store } = setup(api)
    // Nobody connected through the embedded wallet: no Solana account, nothing asked.
    await flow.refreshSolanaBalances()
    expect(api).not.toHaveBeenCalled()
    store.set(connectionAtom, {
      ...store.get(connectionAtom),
      connector: { id: 'embedded', name: 'Email', type: 'AUTH' },
    })
    store.set(embeddedAccountAtom, { userId: 'u1', persistent: true, solanaAddress } as never)
    await flow.refreshSolanaBalances()
    expect(api).not.toHaveBeenCalled()
    store.set(solanaNetworksAtom, [localSolanaNetwork])
    await flow.refreshSolanaBalances({ force: true })
    expect(api).toHaveBeenCalledWith(`/api/v1/account/${solanaAddress}/balance`, {
      query: {
        currency: 'usd',
        chainId: 'solana:localnet',
        forceUpdate: 'solana:localnet:So11111111111111111111111111111111111111111',
      },
    })
    expect(store.get(solanaBalancesAtom)).toMatchObject({
      key: `solana:localnet:${solanaAddress}`,
      tokens: [
        { symbol: 'SOL', address: 'solana:localnet:So11111111111111111111111111111111111111111', value: 150 },
      ],
    })
    // The EVM account's balances are another piece of state.
    expect(store.get(balancesAtom).tokens).toEqual([])
  })

  it("reads the embedded wallet's Bitcoin account apart, its address of the first Bitcoin network's kind", async () => {
    const bitcoinAddresses = { mainnet: 'bc1qmain', testnet: 'tb1qtest', regtest: 'bcrt1qreg' }
    const api = vi.fn(async () => ({
      balances: [
        {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: localBitcoinNetwork.caipNetworkId,
          value: 45_000,
          price: 90_000,
          quantity: { decimals: '8', numeric: '0.5' },
        },
      ],
    }))
    const { flow, store } = setup(api)
    store.set(connectionAtom, {
      ...store.get(connectionAtom),
      connector: { id: 'embedded', name: 'Email', type: 'AUTH' },
    })
    store.set(embeddedAccountAtom, { userId: 'u1', persistent: true, bitcoinAddresses } as never)
    // No Bitcoin network asked for: nothing to read.
    await flow.refreshBitcoinBalances()
    expect(api).not.toHaveBeenCalled()
    store.set(bitcoinNetworksAtom, [localBitcoinNetwork])
    await flow.refreshBitcoinBalances({ force: true })
    expect(api).toHaveBeenCalledWith('/api/v1/account/bcrt1qreg/balance', {
      query: {
        currency: 'usd',
        chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        forceUpdate: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:native',
      },
    })
    expect(store.get(bitcoinBalancesAtom)).toMatchObject({
      key: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:bcrt1qreg',
      tokens: [{ symbol: 'BTC', address: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:native', value: 45_000 }],
    })
    expect(store.get(balancesAtom).tokens).toEqual([])
  })

  it('reads the balances of the connected account on its network, priced in USD', async () => {
    const api = vi.fn(async () => ({ balances: [nativeEntry, usdlEntry] }))
    const { flow, store } = setup(api)
    await flow.refreshBalances()
    expect(api).toHaveBeenCalledWith(`/api/v1/account/${address}/balance`, {
      query: { currency: 'usd', chainId: 'eip155:31337', forceUpdate: undefined },
    })
    expect(store.get(balancesAtom).tokens).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        decimals: 18,
        value: 30_000,
      }),
      expect.objectContaining({ symbol: 'USDL', address: `eip155:31337:${usdl}`, decimals: 6, price: 1 }),
    ])
  })

  it('after a failure (and the cache’s three retries) shows the toast once and fetches nothing for 30 s', async () => {
    const api = vi.fn(async () => {
      throw new ApiRequestError(502, 'node down')
    })
    const { flow, store, t, toasts } = setup(api)
    await flow.refreshBalances()
    expect(api).toHaveBeenCalledTimes(4)
    expect(toasts).toHaveBeenCalledWith({
      type: 'show',
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
    t.now += 29_999
    await flow.refreshBalances()
    await flow.refreshBalances({ force: true })
    expect(api).toHaveBeenCalledTimes(4)
    expect(toasts).toHaveBeenCalledTimes(1)
    t.now += 1
    api.mockResolvedValueOnce({ balances: [nativeEntry] } as never)
    await flow.refreshBalances()
    expect(api).toHaveBeenCalledTimes(5)
    expect(store.get(balancesAtom)).toMatchObject({ lastRetry: undefined, loading: false })
  })

  it('a background fetch that fails shows no toast, yet starts the backoff', async () => {
    const api = vi.fn(async () => {
      throw new ApiRequestError(502, 'node down')
    })
    const { flow, store, t, toasts } = setup(api)
    await flow.refreshBalances({ background: true })
    expect(toasts).not.toHaveBeenCalled()
    expect(store.get(balancesAtom)).toMatchObject({ lastRetry: t.now, loading: false })
    t.now += 10_000
    await flow.refreshBalances({ background: true })
    expect(api).toHaveBeenCalledTimes(4)
  })

  it('a failure a retry mends shows the balances and no toast, and starts no backoff', async () => {
    const api = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(503, 'node busy'))
      .mockResolvedValueOnce({ balances: [nativeEntry] })
    const { flow, store, toasts } = setup(api)
    await flow.refreshBalances()
    expect(api).toHaveBeenCalledTimes(2)
    expect(toasts).not.toHaveBeenCalled()
    expect(store.get(balancesAtom)).toMatchObject({ lastRetry: undefined, loading: false })
    expect(store.get(balancesAtom).tokens.map((token) => token.symbol)).toEqual(['ETH'])
  })

  it('a refusal is not retried: the toast shows after one request', async () => {
    const api = vi.fn(async () => {
      throw new ApiRequestError(400, 'Invalid chainId')
    })
    const { flow, toasts } = setup(api)
    await flow.refreshBalances()
    expect(api).toHaveBeenCalledTimes(1)
    expect(toasts).toHaveBeenCalledWith({
      type: 'show',
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
  })

  it('drops an answer for an account that is no longer connected', async () => {
    let answer: (value: unknown) => void = () => undefined
    const api = vi.fn(() => new Promise((resolve) => (answer = resolve)))
    const { flow, store } = setup(api)
    const pending = flow.refreshBalances()
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(1))
    store.set(connectionAtom, {
      ...store.get(connectionAtom),
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    api.mockResolvedValueOnce({ balances: [] })
    await flow.refreshBalances()
    answer({ balances: [nativeEntry] })
    await pending
    expect(store.get(balancesAtom).tokens).toEqual([])
  })

  it('adds the host’s watched token of the network, read from its contract when the API lists none', async () => {
    const api = vi.fn(async () => ({ balances: [nativeEntry] }))
    const answers: Record<string, `0x${string}`> = {
      '0x70a08231': encodeAbiParameters([{ type: 'uint256' }], [1_500_000n]),
      '0x313ce567': encodeAbiParameters([{ type: 'uint8' }], [6]),
      '0x95d89b41': encodeAbiParameters([{ type: 'string' }], ['WAT']),
    }
    const readRpc = vi.fn(
      async (_method: string, [call]: unknown[]) => answers[(call as { data: string }).data.slice(0, 10)],
    )
    const { flow, store } = setup(api, readRpc)
    store.set(hostConfigAtom, {
      isMobile: false,
      tokens: { 'eip155:31337': { address: watched, image: 'https://dapp.example/wat.png' } },
    })
    await flow.refreshBalances()
    expect(store.get(balancesAtom).tokens.at(-1)).toEqual({
      address: `eip155:31337:${watched}`,
      symbol: 'WAT',
      decimals: 6,
      quantity: { decimals: '6', numeric: '1.5' },
      price: 0,
      value: 0,
      logoUri: 'https://dapp.example/wat.png',
    })
  })

  it('reads the profile name and avatar of the connected address', async () => {
    const api = vi.fn(async () => ({ name: 'alice.latch.id', avatar: null }))
    const { flow, store } = setup(api)
    await flow.refreshProfile()
    expect(api).toHaveBeenCalledWith(`/api/v1/identity/${address}`, { query: { sender: address } })
    expect(store.get(profileAtom)).toEqual({ address, name: 'alice.latch.id', avatar: null })
  })
})
