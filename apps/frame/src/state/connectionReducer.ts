import type { ConnectionStatus, ConnectorType } from '@latch/shared-types'
import { toCaipAddress } from './toCaipAddress'

export type ConnectorRef = { id: string; name: string; type: ConnectorType; imageUrl?: string; rdns?: string }

export type Address = `0x${string}`
type HexChainId = `0x${string}`

export type ConnectionError = { message: string; code?: number }

/** The deep link that opened a mobile wallet, kept to return to it. */
export type WcLinking = { name: string; href: string }

export type RecentWallet = { id: string; name: string; imageUrl?: string }

export type ConnectionState = {
  status: ConnectionStatus
  connector?: ConnectorRef
  address?: Address
  chainId?: number
  caipAddress?: string
  error?: ConnectionError
  wcUri?: string
  /** Epoch milliseconds. */
  wcPairingExpiry?: number
  wcLinking?: WcLinking
  recentWallet?: RecentWallet
  /** A mobile wallet is opening from the pairing and the UI should wait for it. */
  buffering: boolean
}

/**
 * What a connector connected: the connector, and its EVM account unless it brought another
 * namespace's alone (a host page's Solana wallet), whose account the frame keeps apart
 * (solanaAccountOf).
 */
export type ConnectedAccount = { connector: ConnectorRef } & (
  | { address: Address; chainId: number }
  | { address?: undefined; chainId?: undefined }
)

export type ConnectionAction =
  | { type: 'connectStart'; connector: ConnectorRef }
  | ({ type: 'connectSuccess' } & ConnectedAccount)
  | { type: 'connectError'; error: ConnectionError }
  | { type: 'accountsChanged'; accounts: readonly Address[] }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'reconnectStart' }
  | { type: 'reconnectEnd'; result?: ConnectedAccount }
  | { type: 'disconnectStart' }
  | { type: 'disconnectSuccess' }
  | { type: 'disconnectError'; message: string }
  | { type: 'reset' }
  /** `receivedAt` is epoch milliseconds; the pairing expires PAIRING_LIFETIME_MS later. */
  | { type: 'setWcUri'; uri: string; receivedAt: number }
  | { type: 'setWcLinking'; linking: WcLinking }
  | { type: 'setRecentWallet'; wallet: RecentWallet }
  | { type: 'setBuffering'; buffering: boolean }

/** An EIP-1193 provider event for the host. */
export type ProviderEvent =
  | { event: 'accountsChanged'; data: Address[] }
  | { event: 'chainChanged'; data: HexChainId }
  | { event: 'connect'; data: { chainId: HexChainId } }
  | { event: 'disconnect'; data: { code: 4900; message: string } }

export type ConnectionEffect =
  | ({ type: 'emit' } & ProviderEvent)
  | { type: 'persistLastConnector'; connector: ConnectorRef }
  | { type: 'clearStoredConnector' }
  | { type: 'clearSocialProvider' }
  | { type: 'clearTransactions' }
  | { type: 'track'; event: 'DISCONNECT_SUCCESS' | 'DISCONNECT_ERROR' }
  | { type: 'log'; message: 'Failed to disconnect'; cause?: string }

type ConnectionResult = { state: ConnectionState; effects: ConnectionEffect[] }

/** docs/behaviour.md#constants-and-limits. */
export const PAIRING_LIFETIME_MS = 4 * 60_000

const invalidAccountMessage = 'The wallet answered with an invalid account or chain'

export const initialConnectionState: ConnectionState = { status: 'disconnected', buffering: false }

export function connectionReducer(state: ConnectionState, action: ConnectionAction): ConnectionResult {
  switch (action.type) {
    case 'connectStart': {
      const { error: _error, ...rest } = state
      return { state: { ...rest, status: 'connecting', connector: action.connector }, effects: [] }
    }
    case 'connectSuccess':
      return connect(state, action)
    case 'connectError':
      return connectError(state, action.error)
    case 'accountsChanged':
      return accountsChanged(state, action.accounts)
    case 'chainChanged':
      return chainChanged(state, action.chainId)
    case 'reconnectStart':
      if (state.status !== 'disconnected') return noEffects(state)
      return noEffects({ ...state, status: 'reconnecting' })
    case 'reconnectEnd':
      if (action.result) return connect(state, action.result)
      if (state.status !== 'reconnecting') return noEffects(state)
      return noEffects({ ...state, status: 'disconnected' })
    case 'disconnectStart': {
      // The session stays until the wallet confirms: a failed disconnect leaves the user connected.
      const { error: _error, ...rest } = state
      return noEffects(rest)
    }
    case 'disconnectSuccess': {
      const reset = resetConnection(state)
      return {
        state: reset.state,
        effects: [
          { type: 'clearStoredConnector' },
          { type: 'clearSocialProvider' },
          ...reset.effects,
          { type: 'track', event: 'DISCONNECT_SUCCESS' },
        ],
      }
    }
    case 'disconnectError':
      return {
        state,
        effects: [
          action.message
            ? { type: 'log', message: 'Failed to disconnect', cause: action.message }
            : { type: 'log', message: 'Failed to disconnect' },
          { type: 'track', event: 'DISCONNECT_ERROR' },
        ],
      }
    case 'reset':
      return resetConnection(state)
    case 'setWcUri':
      return noEffects({
        ...state,
        wcUri: action.uri,
        wcPairingExpiry: action.receivedAt + PAIRING_LIFETIME_MS,
      })
    case 'setWcLinking':
      return noEffects({ ...state, wcLinking: action.linking })
    case 'setRecentWallet':
      return noEffects({ ...state, recentWallet: action.wallet })
    case 'setBuffering':
      // Only a connection under way waits for an answer on its way.
      if (action.buffering && state.status !== 'connecting') return noEffects(state)
      return noEffects({ ...state, buffering: action.buffering })
  }
}

function noEffects(state: ConnectionState): ConnectionResult {
  return { state, effects: [] }
}

// Accounts and chains come from wallets in the host window, so nothing unchecked reaches the host's events.
function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

function toHexChainId(chainId: number): HexChainId {
  return `0x${chainId.toString(16)}`
}

function sameAddress(a: Address | undefined, b: Address): boolean {
  return a?.toLowerCase() === b.toLowerCase()
}

type Connected = ConnectionState & { address: Address; chainId: number }

function isConnected(state: ConnectionState): state is Connected {
  return state.status === 'connected' && state.address !== undefined && state.chainId !== undefined
}

function disconnectEvents(state: ConnectionState): ConnectionEffect[] {
  if (state.address === undefined) return []
  return [
    { type: 'emit', event: 'accountsChanged', data: [] },
    { type: 'emit', event: 'disconnect', data: { code: 4900, message: 'Disconnected' } },
  ]
}

/** Drops the account but keeps the pairing fields, which only a reset clears. */
function withoutAccount(state: ConnectionState): ConnectionState {
  const { connector: _c, address: _a, chainId: _i, caipAddress: _p, error: _e, ...rest } = state
  return { ...rest, status: 'disconnected', buffering: false }
}

function connect(state: ConnectionState, account: ConnectedAccount): ConnectionResult {
  const { connector, address, chainId } = account
  if (address === undefined && chainId === undefined) return connectWithoutEvmAccount(state, connector)
  if (!isAddress(address) || !isChainId(chainId))
    return connectError(state, { message: invalidAccountMessage })
  const { error: _error, wcUri: _uri, wcPairingExpiry: _expiry, ...rest } = state
  const next: ConnectionState = {
    ...rest,
    status: 'connected',
    connector,
    address,
    chainId,
    caipAddress: toCaipAddress(chainId, address),
    buffering: false,
  }
  const effects: ConnectionEffect[] = [{ type: 'persistLastConnector', connector }]
  if (!isConnected(state)) {
    effects.push(
      { type: 'emit', event: 'connect', data: { chainId: toHexChainId(chainId) } },
      { type: 'emit', event: 'accountsChanged', data: [address] },
    )
  } else {
    if (!sameAddress(state.address, address))
      effects.push({ type: 'emit', event: 'accountsChanged', data: [address] })
    if (state.chainId !== chainId)
      effects.push({ type: 'emit', event: 'chainChanged', data: toHexChainId(chainId) })
  }
  return { state: next, effects }
}

// The host's EIP-1193 provider has no account while such a wallet is connected: one it had is gone.
function connectWithoutEvmAccount(state: ConnectionState, connector: ConnectorRef): ConnectionResult {
  const { wcUri: _uri, wcPairingExpiry: _expiry, ...rest } = withoutAccount(state)
  return {
    state: { ...rest, status: 'connected', connector },
    effects: [{ type: 'persistLastConnector', connector }, ...disconnectEvents(state)],
  }
}

function connectError(state: ConnectionState, error: ConnectionError): ConnectionResult {
  return { state: { ...withoutAccount(state), error }, effects: disconnectEvents(state) }
}

function accountsChanged(state: ConnectionState, accounts: readonly Address[]): ConnectionResult {
  if (!isConnected(state) || !accounts.every(isAddress)) return noEffects(state)
  const [primary] = accounts
  if (primary === undefined) return { state: withoutAccount(state), effects: disconnectEvents(state) }
  if (sameAddress(state.address, primary)) return noEffects(state)
  return {
    state: { ...state, address: primary, caipAddress: toCaipAddress(state.chainId, primary) },
    effects: [{ type: 'emit', event: 'accountsChanged', data: [...accounts] }],
  }
}

function chainChanged(state: ConnectionState, chainId: number): ConnectionResult {
  if (!isChainId(chainId) || state.chainId === chainId) return noEffects(state)
  if (!isConnected(state)) return noEffects({ ...state, chainId })
  return {
    state: { ...state, chainId, caipAddress: toCaipAddress(chainId, state.address) },
    effects: [{ type: 'emit', event: 'chainChanged', data: toHexChainId(chainId) }],
  }
}

function resetConnection(state: ConnectionState): ConnectionResult {
  return {
    state: initialConnectionState,
    effects: [...disconnectEvents(state), { type: 'clearTransactions' }],
  }
}
