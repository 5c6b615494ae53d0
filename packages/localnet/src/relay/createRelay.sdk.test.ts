import { randomUUID } from 'node:crypto'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { devAccounts } from '../devAccounts.mjs'
import { freePort } from '../internal/freePort.mjs'
import { createRelay, type Relay } from './createRelay.mjs'

const [firstDevAccount] = devAccounts
if (!firstDevAccount) throw new Error('no dev account')
const account = privateKeyToAccount(firstDevAccount.privateKey)
const chain = 'eip155:31337'
const metadata = (name: string) => ({
  name,
  description: `${name} in a relay test`,
  url: 'http://127.0.0.1',
  icons: [],
})

// What a WalletConnect client needs to work offline against the local relay. A fresh storage
// prefix per client also keeps core from handing back the process-wide core of another client.
function offlineCoreOptions(relay: Relay, role: string) {
  return {
    projectId: 'latch-dev',
    relayUrl: relay.url,
    customStoragePrefix: `${role}-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  }
}

const cleanups: (() => Promise<void> | void)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startRelay() {
  const relay = await createRelay({ port: await freePort() })
  cleanups.push(() => relay.close())
  return relay
}

type Wallet = InstanceType<typeof WalletKit>
type ClientCore = WalletKitTypes.Options['core']

function stopClient(core: ClientCore) {
  cleanups.push(async () => {
    core.heartbeat.stop()
    await core.relayer.transportClose()
  })
}

async function startDapp(relay: Relay) {
  const dapp = await SignClient.init({ ...offlineCoreOptions(relay, 'dapp'), metadata: metadata('dapp') })
  stopClient(dapp.core)
  return dapp
}

async function startWallet(relay: Relay) {
  // Core declares relayUrl as `string | undefined` where ICore has `relayUrl?: string`, which
  // exactOptionalPropertyTypes tells apart.
  const core = new Core(offlineCoreOptions(relay, 'wallet')) as unknown as ClientCore
  // WalletKit posts an INIT event to pulse.walletconnect.org whatever telemetryEnabled says.
  core.eventClient.init = async () => {}
  const wallet = await WalletKit.init({ core, metadata: metadata('wallet') })
  stopClient(core)
  return wallet
}

function approveEverySession(wallet: Wallet) {
  wallet.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: [chain],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: [`${chain}:${account.address}`],
        },
      },
    })
    await wallet.approveSession({ id: proposal.id, namespaces })
  })
}

const requiredNamespaces = {
  eip155: { chains: [chain], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
}

describe('createRelay with the real WalletConnect SDKs', () => {
  it('pairs a dapp and a wallet, which then signs a personal_sign request for it', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch')
    cleanups.push(() => fetches.mockRestore())
    const relay = await startRelay()
    const [dapp, wallet] = await Promise.all([startDapp(relay), startWallet(relay)])
    approveEverySession(wallet)
    wallet.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
      const [message] = event.params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: signature },
      })
    })

    const { uri, approval } = await dapp.connect({ optionalNamespaces: requiredNamespaces })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${account.address}`])

    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: chain,
      request: { method: 'personal_sign', params: [toHex('hello from the dapp'), account.address] },
    })
    expect(await verifyMessage({ address: account.address, message: 'hello from the dapp', signature })).toBe(
      true,
    )
    // Nothing went to verify.walletconnect.org, pulse.walletconnect.org or anywhere else.
    expect(fetches).not.toHaveBeenCalled()
  }, 10_000)

  it('hands a wallet that was offline the request sent meanwhile, once, when it comes back', async () => {
    const relay = await startRelay()
    const [dapp, wallet] = await Promise.all([startDapp(relay), startWallet(relay)])
    approveEverySession(wallet)
    const requests: number[] = []
    wallet.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
      requests.push(event.id)
      await wallet.respondSessionRequest({
        topic: event.topic,
        response: { id: event.id, jsonrpc: '2.0', result: await account.signMessage({ message: 'offline' }) },
      })
    })
    const { uri, approval } = await dapp.connect({ optionalNamespaces: requiredNamespaces })
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()

    await wallet.core.relayer.transportClose()
    const answered = dapp.request<Hex>({
      topic: session.topic,
      chainId: chain,
      request: { method: 'personal_sign', params: [toHex('offline'), account.address] },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toEqual([])

    await wallet.core.relayer.transportOpen()
    const signature = await answered
    expect(await verifyMessage({ address: account.address, message: 'offline', signature })).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toHaveLength(1)
  }, 10_000)

  it('rejects the dapp approval when the wallet rejects the proposal', async () => {
    const relay = await startRelay()
    const [dapp, wallet] = await Promise.all([startDapp(relay), startWallet(relay)])
    wallet.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
      await wallet.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    })

    const { uri, approval } = await dapp.connect({ optionalNamespaces: requiredNamespaces })
    await wallet.pair({ uri: uri ?? '' })
    await expect(approval()).rejects.toMatchObject({ code: getSdkError('USER_REJECTED').code })
  }, 10_000)
})
