import { randomUUID } from 'node:crypto'
import { devAccounts, gasMarginTransport } from '@latch/localnet'
import type { BitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { createWalletClient, defineChain, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type TestWalletChain = { id: number; caipNetworkId: `eip155:${number}`; rpcUrl: string }

export type TestWalletRequest = { method: string; chainId: string; params: unknown }

/** A NEAR network the test wallet holds `accountId` (with `publicKey`) on. */
export type TestWalletNear = { caipNetworkId: `near:${string}`; accountId: string; publicKey: string }

/** A Bitcoin network the test wallet holds `key`'s address on. */
export type TestWalletBitcoin = { caipNetworkId: `bip122:${string}`; key: BitcoinDevKey }

export type TestWallet = {
  /** The dev account it signs with. */
  address: `0x${string}`
  /** Every proposal it was shown, answered or not. */
  proposals: number[]
  /** Every request it was sent, in order. */
  requests: TestWalletRequest[]
  /** How it answers: approve everything, or reject with the user's no. */
  behaviour: { proposals: 'approve' | 'reject'; requests: 'approve' | 'reject' }
  pair(uri: string): Promise<void>
  /** The topics of its live sessions. */
  sessionTopics(): string[]
  emit(
    topic: string,
    event: { name: 'accountsChanged' | 'chainChanged'; data: unknown },
    chainId: string,
  ): Promise<void>
  disconnect(topic: string): Promise<void>
  close(): Promise<void>
}

/**
 * A real WalletConnect wallet for tests: WalletKit on the given relay, approving every proposal with
 * a dev account on `approvedChains` (all of `chains` unless told) and answering requests by signing
 * and sending with viem on the chains' RPC URLs. With `bitcoin`, it approves the bip122 namespace
 * where a dapp asks for that network (the methods named in `bitcoinMethods`, all it is asked for
 * unless told), and signs BIP-322 messages and answers its addresses there; with `near`, likewise
 * the near namespace, answering near_getAccounts. Nothing it does reaches an outside host.
 */
export async function startTestWallet(options: {
  relayUrl: string
  chains: readonly TestWalletChain[]
  approvedChains?: readonly string[]
  accountIndex?: number
  bitcoin?: TestWalletBitcoin
  bitcoinMethods?: readonly string[]
  near?: TestWalletNear
}): Promise<TestWallet> {
  const devAccount = devAccounts[options.accountIndex ?? 0]
  if (!devAccount) throw new Error('no such dev account')
  const signer = privateKeyToAccount(devAccount.privateKey)
  const { chains } = options
  const approvedChains = options.approvedChains ?? chains.map((chain) => chain.caipNetworkId)

  // Core declares relayUrl as `string | undefined` where ICore has `relayUrl?: string`, which
  // exactOptionalPropertyTypes tells apart.
  const core = new Core({
    projectId: 'latch-dev',
    relayUrl: options.relayUrl,
    customStoragePrefix: `test-wallet-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  }) as unknown as WalletKitTypes.Options['core']
  // WalletKit posts an INIT event to pulse.walletconnect.org whatever telemetryEnabled says.
  core.eventClient.init = async () => {}
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Test Wallet', description: 'A wallet in a test', url: 'http://127.0.0.1', icons: [] },
    // The queue hands over one request a second; these tests send several in a row.
    signConfig: { disableRequestQueue: true },
  })

  const wallet: TestWallet = {
    address: signer.address,
    proposals: [],
    requests: [],
    behaviour: { proposals: 'approve', requests: 'approve' },
    pair: (uri) => kit.pair({ uri }),
    sessionTopics: () => Object.keys(kit.getActiveSessions()),
    emit: (topic, event, chainId) => kit.emitSessionEvent({ topic, event, chainId }),
    disconnect: (topic) => kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') }),
    async close() {
      core.heartbeat.stop()
      await core.relayer.transportClose()
    },
  }

  kit.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    wallet.proposals.push(proposal.id)
    if (wallet.behaviour.proposals === 'reject') {
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
      return
    }
    const requested = proposal.params.optionalNamespaces.eip155
    const { bitcoin } = options
    const bitcoinAsked = proposal.params.optionalNamespaces.bip122
    const { near } = options
    const nearAsked = proposal.params.optionalNamespaces.near
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        // No EVM chain approved: a wallet of other namespaces alone.
        ...(approvedChains.length > 0 && {
          eip155: {
            chains: [...approvedChains],
            methods: requested?.methods ?? [],
            events: requested?.events ?? [],
            accounts: approvedChains.map((chain) => `${chain}:${signer.address}`),
          },
        }),
        ...(bitcoin &&
          bitcoinAsked?.chains?.includes(bitcoin.caipNetworkId) && {
            bip122: {
              chains: [bitcoin.caipNetworkId],
              methods: [...(options.bitcoinMethods ?? bitcoinAsked.methods)],
              events: [],
              accounts: [`${bitcoin.caipNetworkId}:${bitcoin.key.address}`],
            },
          }),
        ...(near &&
          nearAsked?.chains?.includes(near.caipNetworkId) && {
            near: {
              chains: [near.caipNetworkId],
              methods: nearAsked.methods,
              events: [],
              accounts: [`${near.caipNetworkId}:${near.accountId}`],
            },
          }),
      },
    })
    await kit.approveSession({ id: proposal.id, namespaces })
  })

  kit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { topic, id } = event
    const { request, chainId } = event.params
    wallet.requests.push({ method: request.method, chainId, params: request.params })
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
    if (wallet.behaviour.requests === 'reject') {
      await respond({ error: { code: 4001, message: 'User rejected the request.' } })
      return
    }
    try {
      await respond({ result: await answer(topic, request.method, request.params, chainId) })
    } catch (error) {
      // Not -32603: the sign client swaps the message of a reserved JSON-RPC code for its standard one.
      await respond({
        error: { code: 4200, message: error instanceof Error ? error.message : String(error) },
      })
    }
  })

  async function answer(topic: string, method: string, params: unknown, chainId: string): Promise<unknown> {
    const args = Array.isArray(params) ? params : []
    switch (method) {
      case 'personal_sign':
        return signer.signMessage({ message: { raw: args[0] as Hex } })
      case 'eth_signTypedData_v4':
        return signer.signTypedData(JSON.parse(String(args[1])) as TypedDataDefinition)
      case 'eth_sendTransaction': {
        const chain = chainOf(chainId)
        const transaction = args[0] as { to: Hex; value?: Hex; data?: Hex }
        const client = createWalletClient({
          account: signer,
          chain: defineChain({
            id: chain.id,
            name: chain.caipNetworkId,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [chain.rpcUrl] } },
          }),
          transport: gasMarginTransport(chain.rpcUrl),
        })
        return client.sendTransaction({
          to: transaction.to,
          ...(transaction.value === undefined ? {} : { value: BigInt(transaction.value) }),
          ...(transaction.data === undefined ? {} : { data: transaction.data }),
        })
      }
      case 'wallet_switchEthereumChain': {
        const target = chainOf(
          `eip155:${Number.parseInt(String((args[0] as { chainId: string }).chainId), 16)}`,
        )
        await cover(topic, target.caipNetworkId)
        return null
      }
      case 'signMessage': {
        const key = bitcoinKey(chainId)
        const { message } = params as { message: string }
        return { address: key.address, signature: signBip322Simple(key.privateKey, message) }
      }
      case 'near_getAccounts': {
        if (options.near?.caipNetworkId !== chainId)
          throw new Error(`The test wallet has no NEAR account on ${chainId}.`)
        return [{ accountId: options.near.accountId, publicKey: options.near.publicKey }]
      }
      case 'getAccountAddresses':
        return [{ address: bitcoinKey(chainId).address, intention: 'payment' }]
      default:
        throw new Error(`The test wallet does not do ${method}.`)
    }
  }

  function bitcoinKey(caipNetworkId: string): BitcoinDevKey {
    if (options.bitcoin?.caipNetworkId !== caipNetworkId)
      throw new Error(`The test wallet has no Bitcoin account on ${caipNetworkId}.`)
    return options.bitcoin.key
  }

  function chainOf(caipNetworkId: string): TestWalletChain {
    const chain = chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!chain) throw new Error(`The test wallet has no chain ${caipNetworkId}.`)
    return chain
  }

  /** Adds a chain to a session, as a wallet does when the dapp switches to one it did not approve. */
  async function cover(topic: string, caipNetworkId: string) {
    const session = kit.getActiveSessions()[topic]
    const eip155 = session?.namespaces.eip155
    if (!session || !eip155 || eip155.chains?.includes(caipNetworkId)) return
    await kit.updateSession({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...eip155,
          chains: [...(eip155.chains ?? []), caipNetworkId],
          accounts: [...eip155.accounts, `${caipNetworkId}:${signer.address}`],
        },
      },
    })
  }

  return wallet
}
