import { randomUUID } from 'node:crypto'
import { devAccounts, freePort, startAnvil } from '@latch/localnet'
// The relay is not among @latch/localnet's exports; tests reach it by path.
import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { nearDevKey } from '@latch/localnet/nearDevKeys'
import { createRelay, type Relay } from '@latch/localnet/relay'
import { type SolanaCluster, solanaDevKey, startSolanaCluster } from '@latch/localnet/solana'
import { nep413Hash } from '@latch/protocol/nep413Hash'
import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import {
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type CreateDevWalletOptions, createDevWallet, type DevWallet } from './createDevWallet'
import type { DevWalletChain } from './DevWalletChain'
import type { DevWalletState } from './DevWalletState'

type Anvil = Awaited<ReturnType<typeof startAnvil>>

function devAddress(index: number) {
  const account = devAccounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account.address
}
const accountOne = devAddress(1)
const accountTwo = devAddress(2)
const chainA = 'eip155:31337'
const chainB = 'eip155:31338'
const methods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const events = ['accountsChanged', 'chainChanged']

let relay: Relay
let anvils: Anvil[] = []
let chains: DevWalletChain[] = []
/** Started by the Solana tests alone; the others never reach it. */
let solanaCluster: SolanaCluster | undefined

beforeAll(async () => {
  relay = await createRelay({ port: await freePort() })
  anvils = await Promise.all([
    startAnvil({ chainId: 31337, port: await freePort() }),
    startAnvil({ chainId: 31338, port: await freePort() }),
  ])
  chains = anvils.map((anvil, index) => ({
    caipNetworkId: `eip155:${anvil.chainId}`,
    id: anvil.chainId,
    name: `Test devnet ${index === 0 ? 'A' : 'B'}`,
    rpcUrl: anvil.rpcUrl,
  }))
}, 30_000)

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
  await relay?.close()
  await solanaCluster?.stop()
})

const cleanups: (() => Promise<void> | void)[] = []
const fetches = vi.spyOn(globalThis, 'fetch')

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  // Only the throwaway anvils are ever fetched: nothing goes to pulse, verify or any other host.
  for (const [input] of fetches.mock.calls) {
    const url = input instanceof Request ? input.url : String(input)
    const reachable = [
      ...anvils.map((anvil) => anvil.rpcUrl),
      ...(solanaCluster ? [solanaCluster.rpcUrl] : []),
    ]
    expect(reachable.map((rpcUrl) => new URL(rpcUrl).origin)).toContain(new URL(url).origin)
  }
  fetches.mockClear()
})

async function startWallet(options: Partial<CreateDevWalletOptions> = {}) {
  const wallet = await createDevWallet({
    relayUrl: relay.url,
    projectId: 'latch-dev',
    chains,
    storagePrefix: `wallet-${randomUUID()}`,
    ...options,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

async function startDapp() {
  const dapp = await SignClient.init({
    projectId: 'latch-dev',
    relayUrl: relay.url,
    customStoragePrefix: `dapp-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Test dapp',
      description: 'A dapp in the dev wallet tests',
      url: 'http://localhost:5173',
      icons: [],
    },
  })
  cleanups.push(async () => {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose()
  })
  return dapp
}

type Dapp = Awaited<ReturnType<typeof startDapp>>

/** Resolves with the first state that `pick` finds something in. */
function waitFor<T>(wallet: DevWallet, pick: (state: DevWalletState) => T | undefined, timeoutMs = 5_000) {
  return new Promise<T>((resolve, reject) => {
    const check = (state: DevWalletState) => {
      const found = pick(state)
      if (found === undefined) return false
      unsubscribe()
      clearTimeout(timer)
      resolve(found)
      return true
    }
    const timer = setTimeout(() => {
      unsubscribe()
      reject(
        new Error(
          `timed out waiting; last state: ${JSON.stringify(wallet.getState(), (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
        ),
      )
    }, timeoutMs)
    const unsubscribe = wallet.subscribe(check)
    check(wallet.getState())
  })
}

function nextDappEvent<E extends 'session_event' | 'session_update' | 'session_delete'>(
  dapp: Dapp,
  event: E,
) {
  return new Promise<SignClientTypes.EventArguments[E]>((resolve) => dapp.once(event, resolve))
}

async function connect(wallet: DevWallet, dapp: Dapp, chainIds = [chainA, chainB]) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: chainIds, methods, events } },
  })
  await wallet.pair(uri ?? '')
  const proposal = await waitFor(wallet, (state) => state.proposals[0])
  await wallet.approveSession(proposal.id)
  return approval()
}

async function nextRequest(wallet: DevWallet) {
  return waitFor(wallet, (state) => state.requests[0])
}

describe('createDevWallet with a real dapp, relay and anvil', () => {
  it('pairs, shows the proposal, and approves a session with its account on both devnets', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    expect(wallet.getState().account).toEqual({
      index: 1,
      address: accountOne,
      solanaAddress: solanaDevKey(1).address,
      bitcoinAddress: bitcoinDevKey(1).address,
      nearAddress: nearDevKey(1).accountId,
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [chainA, chainB, 'eip155:1'], methods, events } },
    })
    await wallet.pair(uri ?? '')
    const proposal = await waitFor(wallet, (state) => state.proposals[0])
    expect(proposal.dapp).toEqual({
      name: 'Test dapp',
      url: 'http://localhost:5173',
      description: 'A dapp in the dev wallet tests',
    })
    expect(proposal.chains.map((chain) => [chain.id, chain.supported])).toEqual([
      [chainA, true],
      [chainB, true],
      ['eip155:1', false],
    ])
    expect(proposal.methods).toEqual(methods)

    await wallet.approveSession(proposal.id)
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([
      `${chainA}:${accountOne}`,
      `${chainB}:${accountOne}`,
    ])
    expect(session.namespaces.eip155?.methods).toEqual(methods)
    expect(wallet.getState().proposals).toEqual([])
    expect(wallet.getState().sessions).toEqual([
      expect.objectContaining({
        topic: session.topic,
        chainId: chainA,
        chains: [chainA, chainB],
        account: accountOne,
      }),
    ])
    expect(wallet.getState().sessions[0]?.dapp.name).toBe('Test dapp')
  }, 15_000)

  it('rejects a proposal with the user-rejected reason', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [chainA], methods, events } },
    })
    const rejected = expect(approval()).rejects.toMatchObject({ code: getSdkError('USER_REJECTED').code })
    await wallet.pair(uri ?? '')
    const proposal = await waitFor(wallet, (state) => state.proposals[0])
    await wallet.rejectSession(proposal.id)
    await rejected
    expect(wallet.getState().proposals).toEqual([])
    expect(wallet.getState().sessions).toEqual([])
  }, 15_000)

  it('refuses a pasted text that is not a wc: URI', async () => {
    const wallet = await startWallet()
    await expect(wallet.pair('https://example.com')).rejects.toThrow('must start with "wc:"')
  }, 15_000)

  it('signs personal_sign with the account, showing the message as text', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const session = await connect(wallet, dapp)
    const signed = dapp.request<Hex>({
      topic: session.topic,
      chainId: chainA,
      request: { method: 'personal_sign', params: [stringToHex('Sign in to the test dapp'), accountOne] },
    })
    const request = await nextRequest(wallet)
    expect(request.method).toBe('personal_sign')
    expect(request.description.details).toContainEqual({
      label: 'Message',
      value: 'Sign in to the test dapp',
      block: true,
    })
    await wallet.approveRequest(request.id)
    const signature = await signed
    expect(await verifyMessage({ address: accountOne, message: 'Sign in to the test dapp', signature })).toBe(
      true,
    )
    expect(wallet.getState().requests).toEqual([])
  }, 15_000)

  it('signs eth_signTypedData_v4 so that verifyTypedData accepts it', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const session = await connect(wallet, dapp)
    const typedData = {
      domain: { name: 'Test dapp', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signed = dapp.request<Hex>({
      topic: session.topic,
      chainId: chainA,
      request: { method: 'eth_signTypedData_v4', params: [accountOne, JSON.stringify(typedData)] },
    })
    const request = await nextRequest(wallet)
    expect(request.description.details).toContainEqual({ label: 'Primary type', value: 'Greeting' })
    await wallet.approveRequest(request.id)
    expect(await verifyTypedData({ address: accountOne, ...typedData, signature: await signed })).toBe(true)
  }, 15_000)

  it('sends eth_sendTransaction on the request chain and reports it confirmed', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const session = await connect(wallet, dapp)
    const sent = dapp.request<Hex>({
      topic: session.topic,
      chainId: chainB,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: accountOne, to: accountTwo, value: numberToHex(parseEther('0.25')) }],
      },
    })
    const request = await nextRequest(wallet)
    expect(request.description.details).toContainEqual({ label: 'Value', value: '0.25 ETH' })
    await wallet.approveRequest(request.id)
    const hash = await sent
    const chain = chains[1]
    if (!chain) throw new Error('no chain B')
    const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(accountOne.toLowerCase())
    const entry = await waitFor(wallet, (state) =>
      state.activity.find(
        (item) => item.kind === 'transaction' && item.hash === hash && item.status === 'confirmed',
      ),
    )
    expect(entry).toMatchObject({ chainId: chainB, blockNumber: receipt.blockNumber })
  }, 15_000)

  it('answers a rejected request with 4001 and keeps the others queued', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const session = await connect(wallet, dapp)
    const ask = (text: string) =>
      dapp.request<Hex>({
        topic: session.topic,
        chainId: chainA,
        request: { method: 'personal_sign', params: [stringToHex(text), accountOne] },
      })
    const first = ask('first')
    const second = ask('second')
    const firstRejected = expect(first).rejects.toEqual({ code: 4001, message: 'User rejected the request.' })
    const queue = await waitFor(wallet, (state) => (state.requests.length === 2 ? state.requests : undefined))
    await wallet.rejectRequest(queue[0]?.id ?? 0)
    await firstRejected
    expect(wallet.getState().requests.map((request) => request.id)).toEqual([queue[1]?.id])
    await wallet.approveRequest(queue[1]?.id ?? 0)
    expect(await verifyMessage({ address: accountOne, message: 'second', signature: await second })).toBe(
      true,
    )
  }, 15_000)

  it('switches chain on wallet_switchEthereumChain, telling the dapp chainChanged', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const session = await connect(wallet, dapp)
    const chainChanged = nextDappEvent(dapp, 'session_event')
    const switched = dapp.request({
      topic: session.topic,
      chainId: chainA,
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(31338) }] },
    })
    const request = await nextRequest(wallet)
    expect(request.description.details).toContainEqual({
      label: 'Target chain',
      value: `Test devnet B (${chainB})`,
    })
    await wallet.approveRequest(request.id)
    expect(await switched).toBeNull()
    expect((await chainChanged).params).toEqual({
      event: { name: 'chainChanged', data: 31338 },
      chainId: chainB,
    })
    expect(wallet.getState().sessions[0]?.chainId).toBe(chainB)

    const unknown = dapp.request({
      topic: session.topic,
      chainId: chainA,
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
    })
    const unknownRejected = expect(unknown).rejects.toMatchObject({ code: 4902 })
    await wallet.approveRequest((await nextRequest(wallet)).id)
    await unknownRejected
  }, 15_000)

  it('adds a chain the session lacks before telling the dapp it switched there', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const session = await connect(wallet, dapp, [chainA])
    expect(session.namespaces.eip155?.chains).toEqual([chainA])
    const updated = nextDappEvent(dapp, 'session_update')
    const chainChanged = nextDappEvent(dapp, 'session_event')
    await wallet.switchChain(session.topic, chainB)
    expect((await updated).params.namespaces.eip155?.accounts).toEqual([
      `${chainA}:${accountOne}`,
      `${chainB}:${accountOne}`,
    ])
    expect((await chainChanged).params.chainId).toBe(chainB)
  }, 15_000)

  it('switches account, updating the session and telling the dapp accountsChanged', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const session = await connect(wallet, dapp)
    const updated = nextDappEvent(dapp, 'session_update')
    const accountsChanged = nextDappEvent(dapp, 'session_event')
    await wallet.switchAccount(2)
    expect(wallet.getState().account).toEqual({
      index: 2,
      address: accountTwo,
      solanaAddress: solanaDevKey(2).address,
      bitcoinAddress: bitcoinDevKey(2).address,
      nearAddress: nearDevKey(2).accountId,
    })
    expect((await updated).params.namespaces.eip155?.accounts).toEqual([
      `${chainA}:${accountTwo}`,
      `${chainB}:${accountTwo}`,
    ])
    expect((await accountsChanged).params).toEqual({
      event: { name: 'accountsChanged', data: [accountTwo] },
      chainId: chainA,
    })
    expect(wallet.getState().sessions[0]?.account).toBe(accountTwo)

    const signed = dapp.request<Hex>({
      topic: session.topic,
      chainId: chainA,
      request: { method: 'personal_sign', params: [stringToHex('as account two'), accountTwo] },
    })
    await wallet.approveRequest((await nextRequest(wallet)).id)
    expect(
      await verifyMessage({ address: accountTwo, message: 'as account two', signature: await signed }),
    ).toBe(true)
    await expect(wallet.switchAccount(10)).rejects.toThrow('There is no dev account 10')
  }, 15_000)

  it('updates a dapp that takes no events without sending it any', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [chainA], methods, events: [] } },
    })
    await wallet.pair(uri ?? '')
    await wallet.approveSession((await waitFor(wallet, (state) => state.proposals[0])).id)
    const session = await approval()
    const sessionEvents: unknown[] = []
    dapp.on('session_event', (event) => sessionEvents.push(event))
    const updated = nextDappEvent(dapp, 'session_update')
    await wallet.switchAccount(2)
    expect((await updated).params.namespaces.eip155?.accounts).toEqual([`${chainA}:${accountTwo}`])
    await wallet.switchChain(session.topic, chainB)
    expect(wallet.getState().sessions[0]).toMatchObject({ chainId: chainB, chains: [chainA, chainB] })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sessionEvents).toEqual([])
  }, 15_000)

  it('forgets a session the dapp deletes, and tells the dapp when it disconnects one', async () => {
    const [wallet, dapp] = await Promise.all([startWallet(), startDapp()])
    const first = await connect(wallet, dapp)
    await dapp.disconnect({ topic: first.topic, reason: getSdkError('USER_DISCONNECTED') })
    await waitFor(wallet, (state) => (state.sessions.length === 0 ? true : undefined))
    expect(wallet.getState().activity[0]).toMatchObject({ kind: 'note', text: 'Test dapp disconnected.' })

    const second: SessionTypes.Struct = await connect(wallet, dapp)
    const deleted = nextDappEvent(dapp, 'session_delete')
    await wallet.disconnect(second.topic)
    expect((await deleted).topic).toBe(second.topic)
    expect(wallet.getState().sessions).toEqual([])
    expect(
      wallet
        .getState()
        .activity.map((entry) => entry.kind === 'note' && entry.text)
        .slice(0, 3),
    ).toEqual(['Disconnected from Test dapp.', 'Connected to Test dapp.', 'Test dapp disconnected.'])
  }, 15_000)
})

describe('createDevWallet on a Bitcoin network', () => {
  const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  const bitcoinMethods = ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses']

  async function connectBitcoin() {
    const [wallet, dapp] = await Promise.all([startWallet({ solana: null }), startDapp()])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [chainA], methods, events },
        bip122: { chains: [regtest], methods: bitcoinMethods, events: [] },
      },
    })
    await wallet.pair(uri ?? '')
    const proposal = await waitFor(wallet, (state) => state.proposals[0])
    expect(proposal.chains.map((chain) => [chain.label, chain.supported])).toEqual([
      [`Test devnet A (${chainA})`, true],
      [`Bitcoin regtest (${regtest})`, true],
    ])
    await wallet.approveSession(proposal.id)
    return { wallet, dapp, session: await approval() }
  }

  it('approves bip122 beside eip155 with its BIP-84 address, and signs a BIP-322 message once approved', async () => {
    const { wallet, dapp, session } = await connectBitcoin()
    const key = bitcoinDevKey(1)
    expect(session.namespaces.bip122?.accounts).toEqual([`${regtest}:${key.address}`])
    expect(session.namespaces.bip122?.methods).toEqual(['signMessage', 'signPsbt', 'getAccountAddresses'])
    expect(wallet.getState().sessions).toEqual([expect.objectContaining({ bitcoinAccount: key.address })])

    const message = 'Sign in to Test dapp with Bitcoin'
    const answer = dapp.request<{ address: string; signature: string }>({
      topic: session.topic,
      chainId: regtest,
      request: { method: 'signMessage', params: { account: key.address, message } },
    })
    const request = await nextRequest(wallet)
    expect(request.description.title).toBe('Sign a message')
    expect(request.description.details).toContainEqual({ label: 'Message', value: message, block: true })
    await wallet.approveRequest(request.id)
    const { address: signer, signature } = await answer
    expect(signer).toBe(key.address)
    expect(verifyBitcoinSignature({ address: key.address, message, signature })).toBe(true)

    // Its own addresses are shared without asking.
    const addresses = await dapp.request({
      topic: session.topic,
      chainId: regtest,
      request: { method: 'getAccountAddresses', params: { account: key.address } },
    })
    expect(addresses).toEqual([expect.objectContaining({ address: key.address, intention: 'payment' })])
    expect(wallet.getState().requests).toEqual([])
  }, 20_000)

  it('moves the Bitcoin account with the EVM one', async () => {
    const { wallet, dapp } = await connectBitcoin()
    const updated = nextDappEvent(dapp, 'session_update')
    await wallet.switchAccount(2)
    expect((await updated).params.namespaces.bip122?.accounts).toEqual([
      `${regtest}:${bitcoinDevKey(2).address}`,
    ])
  }, 15_000)
})

describe('createDevWallet on a NEAR network', () => {
  it('approves near beside eip155 with its implicit account, signs a NEP-413 message once approved, and tells its account at once', async () => {
    const [wallet, dapp] = await Promise.all([startWallet({ solana: null, bitcoin: null }), startDapp()])
    const key = nearDevKey(1)
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [chainA], methods, events },
        near: { chains: ['near:testnet'], methods: ['near_signMessage', 'near_getAccounts'], events: [] },
      },
    })
    await wallet.pair(uri ?? '')
    await wallet.approveSession((await waitFor(wallet, (state) => state.proposals[0])).id)
    const session = await approval()
    expect(session.namespaces.near?.accounts).toEqual([`near:testnet:${key.accountId}`])

    const nonce = base64.encode(new Uint8Array(32).fill(3))
    const answer = dapp.request<{ accountId: string; signature: string }>({
      topic: session.topic,
      chainId: 'near:testnet',
      request: { method: 'near_signMessage', params: { message: 'Sign in', recipient: 'localhost', nonce } },
    })
    const request = await nextRequest(wallet)
    expect(request.description.details).toContainEqual({ label: 'For', value: 'localhost' })
    await wallet.approveRequest(request.id)
    const { accountId, signature } = await answer
    expect(accountId).toBe(key.accountId)
    const hash = nep413Hash({ message: 'Sign in', recipient: 'localhost', nonce: base64.decode(nonce) })
    expect(ed25519.verify(base64.decode(signature), hash, hex.decode(key.accountId))).toBe(true)

    const accounts = await dapp.request({
      topic: session.topic,
      chainId: 'near:testnet',
      request: { method: 'near_getAccounts', params: {} },
    })
    expect(accounts).toEqual([{ accountId: key.accountId, publicKey: key.publicKey }])
    expect(wallet.getState().requests).toEqual([])
  }, 20_000)
})

describe('createDevWallet on a real Solana cluster', () => {
  const solanaMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
  const key = solanaDevKey(1)
  const lamports = async (owner: string) =>
    (
      await createSolanaRpc(solanaCluster?.rpcUrl ?? '')
        .getBalance(address(owner))
        .send()
    ).value

  beforeAll(async () => {
    solanaCluster = await startSolanaCluster()
  }, 30_000)

  async function connectBoth() {
    const cluster = solanaCluster
    if (!cluster) throw new Error('no Solana cluster')
    const [wallet, dapp] = await Promise.all([
      startWallet({
        solana: { caipNetworkId: 'solana:localnet', name: 'Test cluster', rpcUrl: cluster.rpcUrl },
      }),
      startDapp(),
    ])
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [chainA], methods, events },
        solana: { chains: ['solana:localnet'], methods: solanaMethods, events: [] },
      },
    })
    await wallet.pair(uri ?? '')
    const proposal = await waitFor(wallet, (state) => state.proposals[0])
    expect(proposal.chains.map((chain) => [chain.label, chain.supported])).toEqual([
      [`Test devnet A (${chainA})`, true],
      ['Test cluster (solana:localnet)', true],
    ])
    await wallet.approveSession(proposal.id)
    return { wallet, dapp, session: await approval() }
  }

  /** A transfer of `amount` lamports from the wallet's Solana account, which has not signed it yet. */
  async function transfer(to: string, amount: bigint) {
    const rpc = createSolanaRpc(solanaCluster?.rpcUrl ?? '')
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (tx) => setTransactionMessageFeePayer(address(key.address), tx),
      (tx) => setTransactionMessageLifetimeUsingBlockhash(blockhash, tx),
      (tx) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: createNoopSigner(address(key.address)),
              destination: address(to),
              amount,
            }),
          ],
          tx,
        ),
    )
    return getBase64EncodedWireTransaction(compileTransaction(message))
  }

  it('approves eip155 and solana in one pairing, each with its own account', async () => {
    const { wallet, session } = await connectBoth()
    expect(session.namespaces.eip155?.accounts).toEqual([`${chainA}:${accountOne}`])
    expect(session.namespaces.solana?.accounts).toEqual([`solana:localnet:${key.address}`])
    expect(session.namespaces.solana?.methods).toEqual(solanaMethods)
    expect(wallet.getState().sessions).toEqual([
      expect.objectContaining({ chainId: chainA, account: accountOne, solanaAccount: key.address }),
    ])
  }, 15_000)

  it('signs solana_signMessage with the Solana key once approved, showing the message as text', async () => {
    const { wallet, dapp, session } = await connectBoth()
    const message = base58.encode(new TextEncoder().encode('Sign in to Test dapp'))
    const answer = dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: 'solana:localnet',
      request: { method: 'solana_signMessage', params: { message, pubkey: key.address } },
    })
    const request = await nextRequest(wallet)
    expect(request.description.title).toBe('Sign a message')
    expect(request.description.details).toContainEqual({
      label: 'Message',
      value: 'Sign in to Test dapp',
      block: true,
    })
    await wallet.approveRequest(request.id)
    const { signature } = await answer
    expect(ed25519.verify(base58.decode(signature), base58.decode(message), base58.decode(key.address))).toBe(
      true,
    )

    // Another account's message is refused without signing.
    const other = dapp.request({
      topic: session.topic,
      chainId: 'solana:localnet',
      request: { method: 'solana_signMessage', params: { message, pubkey: solanaDevKey(2).address } },
    })
    await wallet.approveRequest((await nextRequest(wallet)).id)
    await expect(other).rejects.toMatchObject({ code: 4100 })
  }, 20_000)

  it("signs solana_signTransaction in the account's place, and sends solana_signAndSendTransaction to the cluster", async () => {
    const { wallet, dapp, session } = await connectBoth()
    const recipient = solanaDevKey(9).address
    const wire = await transfer(recipient, 1_000_000n)

    const signing = dapp.request<{ signature: string; transaction: string }>({
      topic: session.topic,
      chainId: 'solana:localnet',
      request: { method: 'solana_signTransaction', params: { transaction: wire } },
    })
    const request = await nextRequest(wallet)
    expect(request.description.details).toContainEqual({ label: 'Signers', value: key.address })
    await wallet.approveRequest(request.id)
    const signed = await signing
    const decoded = getTransactionDecoder().decode(base64.decode(signed.transaction))
    const signature = decoded.signatures[address(key.address)]
    expect(signature && base58.encode(signature)).toBe(signed.signature)
    expect(
      ed25519.verify(
        signature ?? new Uint8Array(64),
        new Uint8Array(decoded.messageBytes),
        base58.decode(key.address),
      ),
    ).toBe(true)

    const before = await lamports(recipient)
    const sending = dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: 'solana:localnet',
      request: { method: 'solana_signAndSendTransaction', params: { transaction: wire } },
    })
    const send = await nextRequest(wallet)
    expect(send.description.title).toBe('Send a transaction')
    await wallet.approveRequest(send.id)
    const { signature: sent } = await sending
    expect(sent).toBe(signed.signature)
    await vi.waitFor(async () => expect(await lamports(recipient)).toBe(before + 1_000_000n), {
      timeout: 5_000,
    })
    expect(wallet.getState().activity[0]).toMatchObject({
      kind: 'note',
      text: `Sent Solana transaction ${sent} on Test cluster.`,
    })
  }, 20_000)

  it('refuses a transaction that does not ask its account to sign, and moves the Solana account with the EVM one', async () => {
    const { wallet, dapp, session } = await connectBoth()
    const notOurs = pipe(
      createTransactionMessage({ version: 0 }),
      (tx) => setTransactionMessageFeePayer(address(solanaDevKey(3).address), tx),
      (tx) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: base58.encode(new Uint8Array(32).fill(1)) as never, lastValidBlockHeight: 1n },
          tx,
        ),
    )
    const refused = dapp.request({
      topic: session.topic,
      chainId: 'solana:localnet',
      request: {
        method: 'solana_signTransaction',
        params: { transaction: getBase64EncodedWireTransaction(compileTransaction(notOurs)) },
      },
    })
    await wallet.approveRequest((await nextRequest(wallet)).id)
    await expect(refused).rejects.toMatchObject({ code: -32602 })

    const updated = nextDappEvent(dapp, 'session_update')
    await wallet.switchAccount(2)
    const { params } = await updated
    expect(params.namespaces.solana?.accounts).toEqual([`solana:localnet:${solanaDevKey(2).address}`])
    expect(wallet.getState().sessions[0]?.solanaAccount).toBe(solanaDevKey(2).address)
  }, 20_000)
})
