import { messageToText, parseRpcTransaction } from '@latch/localnet/devSigning'
import { ProviderRpcError } from '@latch/protocol/errors'
import {
  type Address,
  BaseError,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import type { DevWalletPrompt } from './DevWalletPrompt'
import { createEmitter } from './internal/createEmitter'
import { devAccount, devAccountAddress } from './internal/devAccount'
import { forwardJsonRpc } from './internal/forwardJsonRpc'

/** Where the wallet keeps what survives a reload: the host page's localStorage in the browser. */
export type DevWalletStorage = { get(key: string): string | null; set(key: string, value: string): void }

export type CreateDevWalletParameters = {
  /** Asks the user to approve; resolves true when they do. The panel supplies it. */
  prompt: (request: DevWalletPrompt) => Promise<boolean>
  storage: DevWalletStorage
  /** The chains the wallet knows, by chain id; the lowest id is the default chain. */
  rpcUrls: Readonly<Record<number, string>>
  /**
   * The chains added from the start (all of `rpcUrls` unless given). Switching to another answers
   * 4902 until the dapp adds it with wallet_addEthereumChain, as a browser wallet does.
   */
  addedChainIds?: readonly number[]
  /** How JSON-RPC reaches the nodes; tests replace it. */
  fetch?: typeof fetch
}

/** The EIP-1193 events of the dev wallet and their payloads. */
export type DevWalletEvents = {
  accountsChanged: readonly Address[]
  chainChanged: Hex
  connect: { chainId: Hex }
  disconnect: { code: number; message: string }
}

type Listener<Event extends keyof DevWalletEvents> = (payload: DevWalletEvents[Event]) => void

/** An EIP-1193 provider holding one account (anvil's first), for trying Latch without an extension. */
export type DevWallet = {
  readonly address: Address
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on<Event extends keyof DevWalletEvents>(event: Event, listener: Listener<Event>): void
  removeListener<Event extends keyof DevWalletEvents>(event: Event, listener: Listener<Event>): void
}

const devWalletStorageKeys = {
  authorized: 'latch-dev-wallet:authorized',
  chainId: 'latch-dev-wallet:chainId',
  addedChainIds: 'latch-dev-wallet:addedChainIds',
} as const

const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const invalidParams = (why: string) => new ProviderRpcError(-32602, why)

function readChainId(parameter: unknown): number {
  const chainId = (parameter as { chainId?: unknown } | undefined)?.chainId
  if (!isHex(chainId, { strict: true })) throw invalidParams('Expected { chainId } as a hex string.')
  return Number(chainId)
}

/** viem wraps node errors; the dapp gets back the node's code and the short text. */
function toProviderRpcError(error: unknown): unknown {
  if (error instanceof ProviderRpcError || !(error instanceof BaseError)) return error
  const coded = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as {
    code?: number
  } | null
  return new ProviderRpcError(coded?.code ?? -32603, error.shortMessage)
}

/**
 * Creates the dev wallet: an EIP-1193 provider signing locally with anvil's first dev account.
 * Connecting, signing and sending ask the user through `prompt`; the authorization and the
 * chosen chain persist in `storage`; other methods go as JSON-RPC to the current chain's node.
 *
 * @example
 * const wallet = createDevWallet({ prompt: queue.ask, storage, rpcUrls: { 31337: 'http://127.0.0.1:8545' } })
 * await wallet.request({ method: 'eth_requestAccounts' })
 */
export function createDevWallet({
  prompt,
  storage,
  rpcUrls,
  addedChainIds,
  fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
}: CreateDevWalletParameters): DevWallet {
  const knownChainIds = Object.keys(rpcUrls)
    .map(Number)
    .sort((a, b) => a - b)
  const defaultChainId = addedChainIds?.[0] ?? knownChainIds[0]
  if (defaultChainId === undefined)
    throw new Error('createDevWallet needs the RPC URL of at least one chain.')
  const rpcUrlOf = (chainId: number) => rpcUrls[chainId] ?? ''
  const reachable = (chainId: number) => knownChainIds.includes(chainId)
  const storedAdded = (storage.get(devWalletStorageKeys.addedChainIds) ?? '').split(',').map(Number)
  const added = new Set([...(addedChainIds ?? knownChainIds), ...storedAdded].filter(reachable))
  const isKnown = (chainId: number) => added.has(chainId)

  const emitter = createEmitter<DevWalletEvents>()
  const storedChainId = Number(storage.get(devWalletStorageKeys.chainId))
  let chainId = isKnown(storedChainId) ? storedChainId : defaultChainId
  let connecting: Promise<Address[]> | undefined

  const address = devAccountAddress
  const isAuthorized = () => storage.get(devWalletStorageKeys.authorized) === 'true'
  const rpc = (method: string, params: unknown, onChainId = chainId) =>
    forwardJsonRpc(fetchFn, rpcUrlOf(onChainId), method, params)

  function assertAuthorized(account: unknown) {
    const isOurs =
      typeof account === 'string' && isAddress(account, { strict: false }) && isAddressEqual(account, address)
    if (!isAuthorized() || !isOurs) throw unauthorized()
  }

  async function confirm(request: DevWalletPrompt) {
    if (!(await prompt(request))) throw userRejected()
  }

  function requestAccounts(): Promise<Address[]> {
    if (isAuthorized()) return Promise.resolve([address])
    connecting ??= (async () => {
      try {
        await confirm({ type: 'connect', address })
        storage.set(devWalletStorageKeys.authorized, 'true')
        emitter.emit('accountsChanged', [address])
        return [address]
      } finally {
        connecting = undefined
      }
    })()
    return connecting
  }

  async function personalSign([message, account]: readonly unknown[]): Promise<Hex> {
    if (typeof message !== 'string') throw invalidParams('Expected [message, address].')
    assertAuthorized(account)
    await confirm({ type: 'signMessage', message: messageToText(message) })
    return devAccount().signMessage({
      message: isHex(message, { strict: true }) ? { raw: message } : message,
    })
  }

  async function signTypedData([account, json]: readonly unknown[]): Promise<Hex> {
    assertAuthorized(account)
    let typedData: unknown
    try {
      typedData = typeof json === 'string' ? JSON.parse(json) : json
    } catch {
      throw invalidParams('The typed data is not valid JSON.')
    }
    const { domain, types, primaryType, message } = (typedData ?? {}) as Record<string, unknown>
    if (typeof primaryType !== 'string' || typeof types !== 'object' || typeof message !== 'object')
      throw invalidParams('Expected typed data with types, primaryType and message.')
    const domainName = (domain as { name?: unknown } | undefined)?.name
    await confirm({
      type: 'signTypedData',
      primaryType,
      domainName: typeof domainName === 'string' ? domainName : undefined,
      message: JSON.stringify(message, null, 2),
    })
    return devAccount().signTypedData({ domain, types, primaryType, message } as TypedDataDefinition)
  }

  async function sendTransaction([parameter]: readonly unknown[]): Promise<Hex> {
    const transaction = parseRpcTransaction(parameter, invalidParams)
    assertAuthorized(transaction.from)
    const onChainId = chainId
    const { to, data, value, gas, nonce, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = transaction
    await confirm({ type: 'sendTransaction', chainId: onChainId, to, value: value ?? 0n, data })
    const client = createWalletClient({
      account: devAccount(),
      chain: defineChain({
        id: onChainId,
        name: `Devnet ${onChainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrlOf(onChainId)] } },
      }),
      transport: custom(
        { request: ({ method, params }) => rpc(method, params, onChainId) },
        { retryCount: 0 },
      ),
    })
    const fees = gasPrice === undefined ? { maxFeePerGas, maxPriorityFeePerGas } : { gasPrice }
    try {
      return await client.sendTransaction({ to, data, value, gas, nonce, ...fees })
    } catch (error) {
      throw toProviderRpcError(error)
    }
  }

  function switchChain(parameter: unknown): null {
    const next = readChainId(parameter)
    if (!isKnown(next)) throw new ProviderRpcError(4902, 'Unrecognized chain ID')
    if (next !== chainId) {
      chainId = next
      storage.set(devWalletStorageKeys.chainId, String(next))
      emitter.emit('chainChanged', numberToHex(next))
    }
    return null
  }

  function addChain(parameter: unknown): null {
    const next = readChainId(parameter)
    if (!reachable(next))
      throw new ProviderRpcError(4200, 'The Latch Dev Wallet only knows the Latch devnets.')
    const { chainName, rpcUrls: urls } = (parameter ?? {}) as { chainName?: unknown; rpcUrls?: unknown }
    if (typeof chainName !== 'string' || !Array.isArray(urls) || urls.length === 0)
      throw invalidParams('Expected { chainId, chainName, rpcUrls, nativeCurrency }.')
    added.add(next)
    storage.set(devWalletStorageKeys.addedChainIds, [...added].join(','))
    return null
  }

  function revokePermissions(): null {
    storage.set(devWalletStorageKeys.authorized, 'false')
    emitter.emit('accountsChanged', [])
    return null
  }

  async function request({ method, params }: { readonly method: string; readonly params?: unknown }) {
    const args: readonly unknown[] = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'eth_accounts':
        return isAuthorized() ? [address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'personal_sign':
        return personalSign(args)
      case 'eth_signTypedData_v4':
        return signTypedData(args)
      case 'eth_sendTransaction':
        return sendTransaction(args)
      case 'wallet_switchEthereumChain':
        return switchChain(args[0])
      case 'wallet_addEthereumChain':
        return addChain(args[0])
      case 'wallet_revokePermissions':
        return revokePermissions()
      default:
        // The node's own dev accounts are unlocked: its signing methods would sign without asking.
        if (/^(eth_sign|personal_|wallet_)/.test(method))
          throw new ProviderRpcError(4200, `The Latch Dev Wallet does not support ${method}.`)
        return rpc(method, params)
    }
  }

  return { address, request, on: emitter.on, removeListener: emitter.removeListener }
}
