import { freePort, startAnvil } from '@latch/localnet'
import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { createRelay, type Relay } from '@latch/localnet/relay'
import { ProviderRpcError, UserRejectedRequestError } from '@latch/protocol/errors'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createWalletConnectConnector } from './createWalletConnectConnector'
import { startTestWallet, type TestWallet, type TestWalletChain } from './internal/testing/startTestWallet'
import type {
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEvent,
} from './WalletConnectConnector'

type Anvil = Awaited<ReturnType<typeof startAnvil>>

let relay: Relay
let anvils: Anvil[] = []
let networks: TestWalletChain[] = []

// Every fetch must stay on this machine: WalletConnect's verify, pulse and RPC hosts are outside it.
const realFetch = globalThis.fetch
const outsideFetches: string[] = []
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

beforeAll(async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (loopbackHosts.has(url.hostname)) return realFetch(input, init)
    outsideFetches.push(url.href)
    return Promise.reject(new TypeError(`fetch to ${url.host} refused: tests stay offline`))
  })
  relay = await createRelay({ port: await freePort() })
  anvils = await Promise.all([
    startAnvil({ chainId: 31337, port: await freePort() }),
    startAnvil({ chainId: 31338, port: await freePort() }),
  ])
  networks = anvils.map((anvil) => ({
    id: anvil.chainId,
    caipNetworkId: `eip155:${anvil.chainId}`,
    rpcUrl: anvil.rpcUrl,
  }))
})

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
  await relay?.close()
  vi.restoreAllMocks()
})

const cleanups: (() => Promise<void> | void)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  expect(outsideFetches).toEqual([])
})

/** The frame's storage for the connector's one blob, in memory, with every write recorded. */
function memoryBlob(initial: string | null = null, { writeMs = 0 } = {}) {
  const blob = {
    value: initial,
    writes: [] as (string | null)[],
    storage: {
      get: async () => blob.value,
      // A write as slow as the host mirror's round trip can be.
      set: async (value: string) => {
        if (writeMs > 0) await new Promise((resolve) => setTimeout(resolve, writeMs))
        blob.value = value
        blob.writes.push(value)
      },
      remove: async () => {
        blob.value = null
        blob.writes.push(null)
      },
    },
  }
  return blob
}

function startConnector(
  blob: ReturnType<typeof memoryBlob>,
  overrides: Partial<WalletConnectConnectorOptions> = {},
): WalletConnectConnector {
  const connector = createWalletConnectConnector({
    relayUrl: relay.url,
    projectId: 'latch-dev',
    local: true,
    metadata: { name: 'Latch test', description: 'A dapp in a test', url: 'http://127.0.0.1', icons: [] },
    networks,
    storage: blob.storage,
    ...overrides,
  })
  cleanups.push(async () => {
    connector.destroy()
    // destroy() lets go of the relay socket in the background.
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  return connector
}

async function startWallet(
  options: Omit<Parameters<typeof startTestWallet>[0], 'relayUrl' | 'chains'> = {},
): Promise<TestWallet> {
  const wallet = await startTestWallet({ relayUrl: relay.url, chains: networks, ...options })
  cleanups.push(() => wallet.close())
  return wallet
}

/** Pairs `connector` with `wallet` through the first URI it offers. */
// A pairing whose wallet approves an EVM account, as these tests' wallet does unless told otherwise.
async function pair(connector: WalletConnectConnector, wallet: TestWallet) {
  const account = await connector.connect({ onUri: (uri) => wallet.pair(uri).catch(() => {}) })
  if (account.address === undefined) throw new Error('The test wallet approved no EVM account.')
  return { account }
}

function recordEvents(connector: WalletConnectConnector) {
  const events: WalletConnectEvent[] = []
  cleanups.push(connector.onEvent((event) => events.push(event)))
  return events
}

describe('createWalletConnectConnector', () => {
  it('pairs with a wallet that approves: the account, its chain and the wallet, quickly and offline', async () => {
    const wallet = await startWallet()
    const blob = memoryBlob()
    const connector = startConnector(blob)
    const startedAt = performance.now()
    let firstUriAfterMs: number | undefined
    const account = await connector.connect({
      onUri: (uri, expiresAt) => {
        firstUriAfterMs ??= performance.now() - startedAt
        // Nothing is stored for a pairing: it would not survive a reload anyway.
        expect(blob.writes).toEqual([])
        expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
        expect(expiresAt).toBeGreaterThan(Date.now() + 230_000)
        wallet.pair(uri).catch(() => {})
      },
    })
    expect(account).toEqual({
      address: wallet.address,
      chainId: 31337,
      peer: { name: 'Test Wallet', url: 'http://127.0.0.1', icons: [] },
    })
    // No verify attestation or other outside host holds the URI back.
    expect(firstUriAfterMs).toBeLessThan(3_000)
    // The approved session is stored.
    await vi.waitFor(() => expect(blob.value).toContain(account.address))
  })

  it('reports the connection only once the session is stored, however slow the storage', async () => {
    const wallet = await startWallet()
    const blob = memoryBlob(null, { writeMs: 200 })
    const account = await startConnector(blob).connect({ onUri: (uri) => wallet.pair(uri).catch(() => {}) })
    expect(blob.value).toContain(account.address)
  })

  it('takes the first approved chain among its networks', async () => {
    const wallet = await startWallet({ approvedChains: ['eip155:31338'] })
    const connector = startConnector(memoryBlob())
    const { account } = await pair(connector, wallet)
    expect(account.chainId).toBe(31338)
  })

  it('rejects with UserRejectedRequestError when the wallet rejects the proposal', async () => {
    const wallet = await startWallet()
    wallet.behaviour.proposals = 'reject'
    const connector = startConnector(memoryBlob())
    const connecting = pair(connector, wallet)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
  })

  it('signs with personal_sign and eth_signTypedData_v4 through the session', async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob())
    const { account } = await pair(connector, wallet)

    const signature = (await connector.request('personal_sign', [
      toHex('hello from the frame'),
      account.address,
    ])) as Hex
    expect(
      await verifyMessage({ address: account.address, message: 'hello from the frame', signature }),
    ).toBe(true)

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const typedSignature = (await connector.request('eth_signTypedData_v4', [
      account.address,
      JSON.stringify({
        ...typedData,
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
          ...typedData.types,
        },
      }),
    ])) as Hex
    expect(await verifyTypedData({ address: account.address, signature: typedSignature, ...typedData })).toBe(
      true,
    )
    expect(wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['personal_sign', 'eip155:31337'],
      ['eth_signTypedData_v4', 'eip155:31337'],
    ])
  })

  it('sends a transaction that the chain mines successfully', async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob())
    const { account } = await pair(connector, wallet)
    const hash = (await connector.request('eth_sendTransaction', [
      {
        from: account.address,
        to: '0x000000000000000000000000000000000000dEaD',
        value: toHex(parseEther('0.01')),
      },
    ])) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const client = createPublicClient({ transport: http(networks[0]?.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
    expect(receipt.status).toBe('success')
  })

  it('keeps code 4001 when the user rejects a request in the wallet', async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob())
    const { account } = await pair(connector, wallet)
    wallet.behaviour.requests = 'reject'
    const signing = connector.request('personal_sign', [toHex('no'), account.address])
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })

  it('keeps the code of other errors from the wallet', async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob())
    await pair(connector, wallet)
    const showing = connector.request('wallet_showCallsStatus', ['batch-1'])
    await expect(showing).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(showing).rejects.toMatchObject({
      code: 4200,
      message: 'The test wallet does not do wallet_showCallsStatus.',
    })
  })

  it('refuses with 4200, without asking the wallet, a wallet method the session did not approve', async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob())
    const { account } = await pair(connector, wallet)
    const signing = connector.request('eth_sign', [account.address, toHex('not proposed')])
    await expect(signing).rejects.toMatchObject({ code: 4200 })
    expect(wallet.requests).toEqual([])
  })

  it("one pairing connects Bitcoin too: the session's account on the network asked for, and a BIP-322 signature under WalletConnect's name", async () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    const key = bitcoinDevKey(7)
    const wallet = await startWallet({
      bitcoin: { caipNetworkId: regtest, key },
      bitcoinMethods: ['signMessage'],
    })
    const connector = startConnector(memoryBlob(), {
      bitcoinNetworks: [
        { caipNetworkId: regtest, bip84: 'regtest' },
        { caipNetworkId: mainnet, bip84: 'mainnet' },
      ],
    })
    const { account } = await pair(connector, wallet)
    expect(account.bitcoinAccounts).toEqual([`${regtest}:${key.address}`])

    const message = 'Latch test: prove you hold this address'
    const answer = (await connector.request(
      'bip122_signMessage',
      { account: key.address, message },
      { bip122: regtest },
    )) as { address: string; signature: string }
    expect(wallet.requests.map(({ method, chainId }) => ({ method, chainId }))).toEqual([
      { method: 'signMessage', chainId: regtest },
    ])
    expect(answer.address).toBe(key.address)
    expect(verifyBitcoinSignature({ address: key.address, message, signature: answer.signature })).toBe(true)

    // A network the session holds no account on, or none named, is not the wallet's to sign on.
    for (const chains of [{ bip122: mainnet }, {}])
      await expect(
        connector.request('bip122_signMessage', { account: key.address, message }, chains),
      ).rejects.toMatchObject({ code: 4901 })
    // A Bitcoin method the wallet did not approve is refused without asking it.
    await expect(
      connector.request('bip122_getAccountAddresses', { account: key.address }, { bip122: regtest }),
    ).rejects.toMatchObject({ code: 4200 })
    expect(wallet.requests).toHaveLength(1)
  })

  it("one pairing connects NEAR too: the session's account on the network asked for, and its methods through the session", async () => {
    const accountId = 'alice.testnet'
    const publicKey = 'ed25519:DcA2MzgpJbrUATQLLceocVckhhAqrkingax4oJ9kZ847'
    const wallet = await startWallet({ near: { caipNetworkId: 'near:testnet', accountId, publicKey } })
    const connector = startConnector(memoryBlob(), {
      nearNetworks: [{ caipNetworkId: 'near:testnet' }, { caipNetworkId: 'near:mainnet' }],
    })
    const { account } = await pair(connector, wallet)
    expect(account.nearAccounts).toEqual([`near:testnet:${accountId}`])
    expect(await connector.request('near_getAccounts', {}, { near: 'near:testnet' })).toEqual([
      { accountId, publicKey },
    ])
    expect(wallet.requests.map(({ method, chainId }) => ({ method, chainId }))).toEqual([
      { method: 'near_getAccounts', chainId: 'near:testnet' },
    ])
    await expect(connector.request('near_getAccounts', {}, { near: 'near:mainnet' })).rejects.toMatchObject({
      code: 4901,
    })
  })

  it('connects a wallet of Bitcoin alone: no EVM account to ask, its Bitcoin one through the session, and again after a reload', async () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const
    const key = bitcoinDevKey(7)
    const wallet = await startWallet({ approvedChains: [], bitcoin: { caipNetworkId: regtest, key } })
    const bitcoinNetworks = [{ caipNetworkId: regtest, bip84: 'regtest' as const }]
    const blob = memoryBlob()
    const first = startConnector(blob, { bitcoinNetworks })
    const account = await first.connect({ onUri: (uri) => wallet.pair(uri).catch(() => {}) })
    expect(account).toMatchObject({
      bitcoinAccounts: [`${regtest}:${key.address}`],
      peer: { name: 'Test Wallet' },
    })
    expect(account.address).toBeUndefined()
    expect(account.chainId).toBeUndefined()
    const message = 'Latch test: Bitcoin alone'
    const answer = (await first.request(
      'bip122_signMessage',
      { account: key.address, message },
      { bip122: regtest },
    )) as {
      signature: string
    }
    expect(verifyBitcoinSignature({ address: key.address, message, signature: answer.signature })).toBe(true)
    // EVM methods have no account to go to: 4100, and the wallet is not asked.
    await expect(first.request('personal_sign', ['0x68', wallet.address])).rejects.toMatchObject({
      code: 4100,
    })
    expect(wallet.requests.map(({ method }) => method)).toEqual(['signMessage'])
    first.destroy()
    expect(await startConnector(blob, { bitcoinNetworks }).restore()).toEqual(account)
  })

  it('refuses a pairing whose wallet approved no account on the networks asked for', async () => {
    // Its one account is a mainnet address on regtest: no account of the network's kind.
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const
    const wallet = await startWallet({
      approvedChains: [],
      bitcoin: {
        caipNetworkId: regtest,
        key: { ...bitcoinDevKey(7), address: 'bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72' },
      },
    })
    const connector = startConnector(memoryBlob(), {
      bitcoinNetworks: [{ caipNetworkId: regtest, bip84: 'regtest' }],
    })
    await expect(
      connector.connect({ onUri: (uri) => wallet.pair(uri).catch(() => {}) }),
    ).rejects.toMatchObject({
      code: 4100,
      details: 'The wallet approved no account on the networks asked for.',
    })
  })

  it('has no Bitcoin account where the app asks for no Bitcoin network, whatever the wallet holds', async () => {
    const wallet = await startWallet({
      bitcoin: { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', key: bitcoinDevKey(7) },
    })
    const connector = startConnector(memoryBlob())
    const { account } = await pair(connector, wallet)
    expect(account).not.toHaveProperty('bitcoinAccounts')
  })

  it('answers read-only calls from the current network without the wallet', async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob())
    await pair(connector, wallet)
    expect(await connector.request('net_version')).toBe('31337')
    expect(wallet.requests).toEqual([])
  })

  it('switches to a chain the session covers at once, and to another through the wallet', async () => {
    const wallet = await startWallet({ approvedChains: ['eip155:31337'] })
    const connector = startConnector(memoryBlob())
    const { account } = await pair(connector, wallet)

    expect(await connector.request('wallet_switchEthereumChain', [{ chainId: toHex(31338) }])).toBeNull()
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_switchEthereumChain'])
    expect(await connector.request('eth_chainId')).toBe(31338)
    expect(await connector.request('net_version')).toBe('31338')
    await connector.request('personal_sign', [toHex('on B'), account.address])
    expect(wallet.requests.at(-1)?.chainId).toBe('eip155:31338')

    // Both chains are in the session now: switching back needs no wallet.
    await connector.request('wallet_switchEthereumChain', [{ chainId: toHex(31337) }])
    expect(wallet.requests).toHaveLength(2)
    await connector.request('personal_sign', [toHex('on A'), account.address])
    expect(wallet.requests.at(-1)?.chainId).toBe('eip155:31337')
  })

  it("passes on the wallet's accountsChanged and chainChanged, and follows the chain", async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob())
    const events = recordEvents(connector)
    const { account } = await pair(connector, wallet)
    const [topic] = wallet.sessionTopics()
    if (!topic) throw new Error('no session in the wallet')

    await wallet.emit(
      topic,
      { name: 'accountsChanged', data: [`eip155:31337:${account.address}`] },
      'eip155:31337',
    )
    await wallet.emit(topic, { name: 'chainChanged', data: 31338 }, 'eip155:31338')
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [account.address] },
      { type: 'chainChanged', chainId: 31338 },
    ])
    await connector.request('personal_sign', [toHex('followed'), account.address])
    expect(wallet.requests.at(-1)?.chainId).toBe('eip155:31338')
  })

  it('tells of a disconnect by the wallet, and then has no session', async () => {
    const wallet = await startWallet()
    const blob = memoryBlob()
    const connector = startConnector(blob)
    const events = recordEvents(connector)
    await pair(connector, wallet)
    const [topic] = wallet.sessionTopics()
    if (!topic) throw new Error('no session in the wallet')

    await wallet.disconnect(topic)
    await vi.waitFor(() => expect(events).toEqual([{ type: 'disconnect' }]))
    await expect(connector.request('eth_accounts')).rejects.toMatchObject({ code: 4900 })
    await vi.waitFor(() => expect(blob.value).toBeNull())
    await connector.disconnect()
  })

  it('disconnects: the wallet hears of it, the blob goes, and a second disconnect is no error', async () => {
    const wallet = await startWallet()
    const blob = memoryBlob()
    const connector = startConnector(blob)
    await pair(connector, wallet)
    await vi.waitFor(() => expect(blob.value).not.toBeNull())

    await connector.disconnect()
    expect(blob.value).toBeNull()
    await vi.waitFor(() => expect(wallet.sessionTopics()).toEqual([]))
    await connector.disconnect()
    await expect(connector.request('eth_accounts')).rejects.toMatchObject({ code: 4900 })
    expect(await startConnector(blob).restore()).toBeUndefined()
  })

  it('replaces the session there is when it connects again', async () => {
    const firstWallet = await startWallet()
    const connector = startConnector(memoryBlob())
    await pair(connector, firstWallet)
    const secondWallet = await startTestWallet({ relayUrl: relay.url, chains: networks, accountIndex: 1 })
    cleanups.push(() => secondWallet.close())
    const { account } = await pair(connector, secondWallet)
    expect(account.address).toBe(secondWallet.address)
    await vi.waitFor(() => expect(firstWallet.sessionTopics()).toEqual([]))
    await connector.request('personal_sign', [toHex('to the second'), account.address])
    expect(secondWallet.requests).toHaveLength(1)
    expect(firstWallet.requests).toEqual([])
  })

  it('is unusable once destroyed', async () => {
    const connector = startConnector(memoryBlob())
    expect(await connector.restore()).toBeUndefined()
    connector.destroy()
    await expect(connector.restore()).rejects.toMatchObject({ code: 4900 })
    await expect(connector.request('eth_accounts')).rejects.toMatchObject({ code: 4900 })
    await expect(connector.connect({ onUri: () => {} })).rejects.toMatchObject({ code: 4900 })
  })

  it('restores the session in a new connector over the same blob, and requests work without pairing', async () => {
    const wallet = await startWallet()
    const blob = memoryBlob()
    const first = startConnector(blob)
    const { account } = await pair(first, wallet)
    await first.request('wallet_switchEthereumChain', [{ chainId: toHex(31338) }])
    // The page goes once the switch is stored.
    await vi.waitFor(() => expect(blob.value).toContain('"defaultChain":"31338"'))
    first.destroy()

    const second = startConnector(blob)
    const events = recordEvents(second)
    // A request needs no restore() first.
    const signature = (await second.request('personal_sign', [
      toHex('after a reload'),
      account.address,
    ])) as Hex
    expect(await verifyMessage({ address: account.address, message: 'after a reload', signature })).toBe(true)
    expect(wallet.requests.at(-1)?.chainId).toBe('eip155:31338')
    expect(await second.restore()).toEqual({ ...account, chainId: 31338 })
    expect(wallet.proposals).toHaveLength(1)

    // The relay delivers to the restored connector too.
    const [topic] = wallet.sessionTopics()
    if (!topic) throw new Error('no session in the wallet')
    await wallet.emit(topic, { name: 'chainChanged', data: 31337 }, 'eip155:31337')
    await vi.waitFor(() => expect(events).toEqual([{ type: 'chainChanged', chainId: 31337 }]))
  })

  it('keeps the blob small however many requests and events the session sees', async () => {
    const wallet = await startWallet()
    const blob = memoryBlob()
    const connector = startConnector(blob)
    const { account } = await pair(connector, wallet)
    const [topic] = wallet.sessionTopics()
    if (!topic) throw new Error('no session in the wallet')
    const sign = async (count: number) => {
      for (let index = 0; index < count; index++)
        await connector.request('personal_sign', [toHex(`message ${index}`), account.address])
    }
    const settledSize = async () => {
      await new Promise((resolve) => setTimeout(resolve, 100))
      return blob.value?.length ?? 0
    }

    await sign(5)
    const afterFive = await settledSize()
    expect(afterFive).toBeGreaterThan(0)
    expect(afterFive).toBeLessThan(8_000)

    await sign(25)
    for (let index = 0; index < 10; index++)
      await wallet.emit(
        topic,
        { name: 'accountsChanged', data: [`eip155:31337:${account.address}`] },
        'eip155:31337',
      )
    expect(await settledSize()).toBeLessThanOrEqual(afterFive + 200)
    expect(await startConnector(blob).restore()).toEqual(account)
  })

  it('starts clean from a corrupt blob', async () => {
    for (const corrupt of [
      '{"v":1,"entries":',
      'null',
      '{"v":1,"entries":{"wc@2:client:0.3:latch//session":"x"}}',
    ]) {
      const wallet = await startWallet()
      const blob = memoryBlob(corrupt)
      const connector = startConnector(blob)
      expect(await connector.restore()).toBeUndefined()
      const { account } = await pair(connector, wallet)
      expect(account.address).toBe(wallet.address)
      await vi.waitFor(() => expect(JSON.parse(blob.value ?? 'null')).toMatchObject({ v: 1 }))
    }
  })

  it('renews the pairing before it expires, and the new URI pairs', async () => {
    const wallet = await startWallet()
    const blob = memoryBlob()
    const connector = startConnector(blob, { pairingLifetimeMs: 3_000, pairingExpiryMarginMs: 1_000 })
    const offers: { uri: string; expiresAt: number; at: number }[] = []
    const account = await connector.connect({
      onUri: (uri, expiresAt) => {
        offers.push({ uri, expiresAt, at: Date.now() })
        if (offers.length === 2) wallet.pair(uri).catch(() => {})
      },
    })
    expect(account.address).toBe(wallet.address)
    expect(offers).toHaveLength(2)
    const [first, second] = offers
    expect(second?.uri).not.toBe(first?.uri)
    expect(first?.expiresAt).toBeGreaterThanOrEqual((first?.at ?? 0) + 2_900)
    // Due at 3 s - 1 s after the first; a little later under load.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1_900)
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeLessThan(2_900)

    // The first pairing goes once the second is approved: only the approved one stays.
    const storedPairings = () => {
      const entries = JSON.parse(blob.value ?? '{"entries":{}}').entries as Record<string, unknown>
      return Object.entries(entries).find(([key]) => key.endsWith('//pairing'))?.[1]
    }
    await vi.waitFor(() => expect(storedPairings()).toHaveLength(1))
    expect(JSON.stringify(storedPairings())).toContain(second?.uri.slice(3, 67))
    // ...and outlives the expiry its URI had.
    await new Promise((resolve) => setTimeout(resolve, (second?.expiresAt ?? 0) + 300 - Date.now()))
    await connector.request('personal_sign', [toHex('after the expiry'), account.address])
    expect(JSON.stringify(storedPairings())).toContain(second?.uri.slice(3, 67))
  }, 20_000)

  it('still accepts the previous pairing until its own expiry', async () => {
    const wallet = await startWallet()
    const connector = startConnector(memoryBlob(), { pairingLifetimeMs: 3_000, pairingExpiryMarginMs: 1_500 })
    const uris: string[] = []
    const account = await connector.connect({
      onUri: (uri) => {
        uris.push(uri)
        // Scanned just before the renewal: the wallet pairs with the first URI while the second shows.
        if (uris.length === 2) wallet.pair(uris[0] ?? '').catch(() => {})
      },
    })
    expect(account.address).toBe(wallet.address)
    expect(uris).toHaveLength(2)
  }, 20_000)

  it('rejects with an AbortError when aborted, and a second connect aborts the first', async () => {
    const connector = startConnector(memoryBlob())
    const controller = new AbortController()
    const aborted = connector.connect({ onUri: () => controller.abort(), signal: controller.signal })
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })
    expect(await aborted.catch((error: unknown) => error)).toBeInstanceOf(DOMException)

    const early = new AbortController()
    early.abort()
    await expect(connector.connect({ onUri: () => {}, signal: early.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })

    const wallet = await startWallet()
    const firstUris: string[] = []
    const superseded = connector
      .connect({ onUri: (uri) => firstUris.push(uri) })
      .catch((error: unknown) => error)
    await vi.waitFor(() => expect(firstUris).toHaveLength(1))
    const { account } = await pair(connector, wallet)
    expect(await superseded).toMatchObject({ name: 'AbortError' })
    expect(account.address).toBe(wallet.address)

    // The dropped pairing's URI is dead: a wallet that approves it later does not take over.
    const [droppedUri] = firstUris
    const latecomer = await startWallet()
    await latecomer.pair(droppedUri ?? '')
    await vi.waitFor(() => expect(latecomer.proposals).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 500))
    await connector.request('personal_sign', [toHex('still the first wallet'), account.address])
    expect(wallet.requests).toHaveLength(1)
    expect(latecomer.requests).toEqual([])
  })
})
