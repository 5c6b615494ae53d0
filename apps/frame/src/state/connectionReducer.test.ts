import { describe, expect, it } from 'vitest'
import {
  type ConnectionState,
  type ConnectorRef,
  connectionReducer,
  initialConnectionState,
  PAIRING_LIFETIME_MS,
} from './connectionReducer'

const injected: ConnectorRef = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }
const walletConnect: ConnectorRef = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const connected: ConnectionState = {
  status: 'connected',
  connector: injected,
  address: alice,
  chainId: 31337,
  caipAddress: `eip155:31337:${alice}`,
  buffering: false,
}

const pairing = {
  wcUri: 'wc:topic@2?relay-protocol=irn&symKey=00',
  wcPairingExpiry: 1_240_000,
  wcLinking: { name: 'Rainbow', href: 'rainbow://' },
  recentWallet: { id: 'rainbow', name: 'Rainbow' },
}

const disconnectEvents = [
  { type: 'emit', event: 'accountsChanged', data: [] },
  { type: 'emit', event: 'disconnect', data: { code: 4900, message: 'Disconnected' } },
]

describe('initialConnectionState', () => {
  it('is disconnected and not buffering', () => {
    expect(initialConnectionState).toEqual({ status: 'disconnected', buffering: false })
  })
})

describe('connect', () => {
  it('connectStart sets connecting with the connector and clears the last error', () => {
    const { state, effects } = connectionReducer(
      { ...initialConnectionState, error: { message: 'Signature declined' } },
      { type: 'connectStart', connector: injected },
    )
    expect(state).toEqual({ status: 'connecting', connector: injected, buffering: false })
    expect(effects).toEqual([])
  })

  it('connectSuccess connects, persists the connector and tells the host', () => {
    const { state, effects } = connectionReducer(
      { status: 'connecting', connector: injected, buffering: true },
      { type: 'connectSuccess', connector: injected, address: alice, chainId: 31337 },
    )
    expect(state).toEqual(connected)
    expect(effects).toEqual([
      { type: 'persistLastConnector', connector: injected },
      { type: 'emit', event: 'connect', data: { chainId: '0x7a69' } },
      { type: 'emit', event: 'accountsChanged', data: [alice] },
    ])
  })

  it('connectSuccess ends the pairing but keeps the linking and recent wallet', () => {
    const { state } = connectionReducer(
      { status: 'connecting', connector: walletConnect, buffering: false, ...pairing },
      { type: 'connectSuccess', connector: walletConnect, address: alice, chainId: 31337 },
    )
    expect(state.wcUri).toBeUndefined()
    expect(state.wcPairingExpiry).toBeUndefined()
    expect(state.wcLinking).toEqual(pairing.wcLinking)
    expect(state.recentWallet).toEqual(pairing.recentWallet)
  })

  it('connectSuccess while connected emits only what changed', () => {
    const { effects } = connectionReducer(connected, {
      type: 'connectSuccess',
      connector: walletConnect,
      address: bob,
      chainId: 31338,
    })
    expect(effects).toEqual([
      { type: 'persistLastConnector', connector: walletConnect },
      { type: 'emit', event: 'accountsChanged', data: [bob] },
      { type: 'emit', event: 'chainChanged', data: '0x7a6a' },
    ])
  })

  it('connectSuccess with an invalid address is a connect error', () => {
    const { state, effects } = connectionReducer(
      { status: 'connecting', connector: injected, buffering: false },
      { type: 'connectSuccess', connector: injected, address: '0x1234', chainId: 1 },
    )
    expect(state.status).toBe('disconnected')
    expect(state.error?.message).toMatch(/invalid/)
    expect(effects).toEqual([])
  })

  it('connectSuccess with an invalid chain id is a connect error', () => {
    const { state } = connectionReducer(
      { status: 'connecting', connector: injected, buffering: false },
      { type: 'connectSuccess', connector: injected, address: alice, chainId: -1 },
    )
    expect(state.status).toBe('disconnected')
    expect(state.address).toBeUndefined()
  })

  it('connectSuccess without an EVM account (a host Solana wallet) connects silently, and ends an EVM session', () => {
    const solanaWallet: ConnectorRef = { id: 'wallet-standard:Sol', name: 'Sol', type: 'ANNOUNCED' }
    const fresh = connectionReducer(
      { status: 'connecting', connector: solanaWallet, buffering: false, error: { message: 'x' } },
      { type: 'connectSuccess', connector: solanaWallet },
    )
    expect(fresh.state).toEqual({ status: 'connected', connector: solanaWallet, buffering: false })
    expect(fresh.effects).toEqual([{ type: 'persistLastConnector', connector: solanaWallet }])
    const after = connectionReducer(connected, { type: 'connectSuccess', connector: solanaWallet })
    expect(after.state).toEqual({ status: 'connected', connector: solanaWallet, buffering: false })
    expect(after.effects).toEqual([
      { type: 'persistLastConnector', connector: solanaWallet },
      ...disconnectEvents,
    ])
  })

  it('connectError returns to disconnected with the error', () => {
    const error = { message: 'User rejected the request.', code: 4001 }
    const { state, effects } = connectionReducer(
      { status: 'connecting', connector: injected, buffering: true },
      { type: 'connectError', error },
    )
    expect(state).toEqual({ status: 'disconnected', error, buffering: false })
    expect(effects).toEqual([])
  })

  it('connectError after a connected session tells the host it is gone', () => {
    const { state, effects } = connectionReducer(connected, { type: 'connectError', error: { message: 'x' } })
    expect(state.address).toBeUndefined()
    expect(effects).toEqual(disconnectEvents)
  })
})

describe('accountsChanged', () => {
  it('switches the account and emits the accounts array', () => {
    const { state, effects } = connectionReducer(connected, {
      type: 'accountsChanged',
      accounts: [bob, alice],
    })
    expect(state.address).toBe(bob)
    expect(state.caipAddress).toBe(`eip155:31337:${bob}`)
    expect(state.status).toBe('connected')
    expect(effects).toEqual([{ type: 'emit', event: 'accountsChanged', data: [bob, alice] }])
  })

  it('an empty list means disconnected', () => {
    const { state, effects } = connectionReducer(connected, { type: 'accountsChanged', accounts: [] })
    expect(state.status).toBe('disconnected')
    expect(state.address).toBeUndefined()
    expect(state.caipAddress).toBeUndefined()
    expect(state.connector).toBeUndefined()
    expect(effects).toEqual(disconnectEvents)
  })

  it('ignores the same primary account in another letter case', () => {
    const { state, effects } = connectionReducer(connected, {
      type: 'accountsChanged',
      accounts: [alice.toLowerCase() as `0x${string}`],
    })
    expect(state).toBe(connected)
    expect(effects).toEqual([])
  })

  it('ignores a list with an invalid address', () => {
    const { state, effects } = connectionReducer(connected, {
      type: 'accountsChanged',
      accounts: [bob, '0x<script>' as `0x${string}`],
    })
    expect(state).toBe(connected)
    expect(effects).toEqual([])
  })

  it('ignores accounts while not connected', () => {
    const before: ConnectionState = { status: 'connecting', connector: injected, buffering: false }
    expect(connectionReducer(before, { type: 'accountsChanged', accounts: [bob] }).state).toBe(before)
    expect(connectionReducer(before, { type: 'accountsChanged', accounts: [] }).effects).toEqual([])
  })
})

describe('chainChanged', () => {
  it('updates the chain and emits the hex chain id', () => {
    const { state, effects } = connectionReducer(connected, { type: 'chainChanged', chainId: 31338 })
    expect(state.chainId).toBe(31338)
    expect(state.caipAddress).toBe(`eip155:31338:${alice}`)
    expect(effects).toEqual([{ type: 'emit', event: 'chainChanged', data: '0x7a6a' }])
  })

  it('ignores the current chain', () => {
    expect(connectionReducer(connected, { type: 'chainChanged', chainId: 31337 }).effects).toEqual([])
  })

  it.each([0, -5, 1.5, Number.NaN])('ignores the invalid chain id %s', (chainId) => {
    expect(connectionReducer(connected, { type: 'chainChanged', chainId }).state).toBe(connected)
  })

  it('records the chain silently while disconnected', () => {
    const { state, effects } = connectionReducer(initialConnectionState, {
      type: 'chainChanged',
      chainId: 31338,
    })
    expect(state.chainId).toBe(31338)
    expect(state.caipAddress).toBeUndefined()
    expect(effects).toEqual([])
  })
})

describe('reconnect', () => {
  it('reconnectStart sets reconnecting from disconnected', () => {
    expect(connectionReducer(initialConnectionState, { type: 'reconnectStart' }).state.status).toBe(
      'reconnecting',
    )
  })

  it('reconnectStart leaves a connected session alone', () => {
    expect(connectionReducer(connected, { type: 'reconnectStart' }).state).toBe(connected)
  })

  it('reconnectEnd with a result ends connected and tells the host', () => {
    const { state, effects } = connectionReducer(
      { status: 'reconnecting', buffering: false },
      { type: 'reconnectEnd', result: { connector: injected, address: alice, chainId: 31337 } },
    )
    expect(state).toEqual(connected)
    expect(effects).toContainEqual({ type: 'persistLastConnector', connector: injected })
    expect(effects).toContainEqual({ type: 'emit', event: 'connect', data: { chainId: '0x7a69' } })
  })

  it('reconnectEnd without a result ends disconnected', () => {
    const { state, effects } = connectionReducer(
      { status: 'reconnecting', buffering: false },
      { type: 'reconnectEnd' },
    )
    expect(state.status).toBe('disconnected')
    expect(effects).toEqual([])
  })

  it('reconnectEnd without a result keeps a session made meanwhile', () => {
    expect(connectionReducer(connected, { type: 'reconnectEnd' }).state).toBe(connected)
  })
})

describe('disconnect', () => {
  it('disconnectStart keeps the session and clears the last error', () => {
    const { state, effects } = connectionReducer(
      { ...connected, error: { message: 'old' } },
      { type: 'disconnectStart' },
    )
    expect(state).toEqual(connected)
    expect(effects).toEqual([])
  })

  it('disconnectSuccess resets everything, clears storage and tracks DISCONNECT_SUCCESS', () => {
    const { state, effects } = connectionReducer({ ...connected, ...pairing }, { type: 'disconnectSuccess' })
    expect(state).toEqual(initialConnectionState)
    expect(effects).toEqual([
      { type: 'clearStoredConnector' },
      { type: 'clearSocialProvider' },
      ...disconnectEvents,
      { type: 'clearTransactions' },
      { type: 'track', event: 'DISCONNECT_SUCCESS' },
    ])
  })

  it('disconnectError only logs and tracks DISCONNECT_ERROR', () => {
    const { state, effects } = connectionReducer(connected, {
      type: 'disconnectError',
      message: 'No matching key',
    })
    expect(state).toBe(connected)
    expect(effects).toEqual([
      { type: 'log', message: 'Failed to disconnect', cause: 'No matching key' },
      { type: 'track', event: 'DISCONNECT_ERROR' },
    ])
  })

  it('disconnectError without a message logs the catalogue text alone', () => {
    const { effects } = connectionReducer(connected, { type: 'disconnectError', message: '' })
    expect(effects[0]).toEqual({ type: 'log', message: 'Failed to disconnect' })
  })
})

describe('reset', () => {
  it('clears the pairing fields, sets disconnected and clears transactions', () => {
    const { state, effects } = connectionReducer(
      { status: 'connecting', connector: walletConnect, buffering: true, ...pairing },
      { type: 'reset' },
    )
    expect(state).toEqual({ status: 'disconnected', buffering: false })
    expect(effects).toEqual([{ type: 'clearTransactions' }])
  })

  it('tells the host when it drops a connected account', () => {
    const { effects } = connectionReducer(connected, { type: 'reset' })
    expect(effects).toEqual([...disconnectEvents, { type: 'clearTransactions' }])
  })
})

describe('pairing fields', () => {
  it('setWcUri stores the URI and its expiry four minutes on', () => {
    const { state } = connectionReducer(initialConnectionState, {
      type: 'setWcUri',
      uri: pairing.wcUri,
      receivedAt: 1_000_000,
    })
    expect(state.wcUri).toBe(pairing.wcUri)
    expect(state.wcPairingExpiry).toBe(1_000_000 + 240_000)
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
  })

  it('stores the linking and the recent wallet', () => {
    let state = connectionReducer(initialConnectionState, {
      type: 'setWcLinking',
      linking: pairing.wcLinking,
    }).state
    state = connectionReducer(state, { type: 'setRecentWallet', wallet: pairing.recentWallet }).state
    expect(state).toEqual({
      status: 'disconnected',
      buffering: false,
      wcLinking: pairing.wcLinking,
      recentWallet: pairing.recentWallet,
    })
  })

  it('buffers only a connection under way, and stops whenever asked', () => {
    const idle = connectionReducer(initialConnectionState, { type: 'setBuffering', buffering: true })
    expect(idle.state).toBe(initialConnectionState)
    const connecting = connectionReducer(initialConnectionState, {
      type: 'connectStart',
      connector: walletConnect,
    }).state
    const buffering = connectionReducer(connecting, { type: 'setBuffering', buffering: true }).state
    expect(buffering).toMatchObject({ status: 'connecting', buffering: true })
    expect(connectionReducer(buffering, { type: 'setBuffering', buffering: false }).state.buffering).toBe(
      false,
    )
    const failed = connectionReducer(buffering, {
      type: 'connectError',
      error: { code: 4001, message: 'no' },
    })
    expect(failed.state.buffering).toBe(false)
  })
})
