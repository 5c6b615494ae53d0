import { LatchState } from '@latch/protocol'
import { describe, expect, it } from 'vitest'
import { siwxTestAddress, siwxTestSession } from '@/siwx/internal/testing/siwxFixtures'
import { type ConnectionState, initialConnectionState } from '@/state/connectionReducer'
import { initialRouterState } from '@/state/routerReducer'
import { hostState } from './hostState'

const connected: ConnectionState = {
  status: 'connected',
  buffering: false,
  address: siwxTestAddress,
  chainId: 31337,
  caipAddress: `eip155:31337:${siwxTestAddress}`,
  connector: { id: 'dev.latch.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', imageUrl: 'data:,', rdns: 'x' },
}

const evmAccount = `eip155:31337:${siwxTestAddress}`

describe('hostState', () => {
  it('says only open, view and status while disconnected', () => {
    expect(
      hostState({
        router: initialRouterState,
        namespace: 'eip155',
        connection: initialConnectionState,
        siwxSession: siwxTestSession(),
        accounts: [],
      }),
    ).toEqual({ open: false, view: 'Connect', status: 'disconnected', namespace: 'eip155' })
  })

  it('adds the account, chain and connector (without its image) once connected', () => {
    expect(
      hostState({
        router: initialRouterState,
        namespace: 'eip155',
        connection: connected,
        siwxSession: undefined,
        accounts: [evmAccount],
      }),
    ).toEqual({
      open: false,
      view: 'Connect',
      status: 'connected',
      namespace: 'eip155',
      address: siwxTestAddress,
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      caipAddress: `eip155:31337:${siwxTestAddress}`,
      accounts: [`eip155:31337:${siwxTestAddress}`],
      connector: { id: 'dev.latch.wallet', name: 'Dev Wallet', type: 'ANNOUNCED' },
    })
  })

  it('lists every connected account the host may use, the Solana one after the EVM one', () => {
    const solanaAccount = 'solana:localnet:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const state = hostState({
      router: initialRouterState,
      namespace: 'eip155',
      connection: connected,
      siwxSession: undefined,
      accounts: [evmAccount, solanaAccount],
    })
    expect(state.accounts).toEqual([evmAccount, solanaAccount])
    // The active account stays the EVM one: the provider it answers for is EIP-1193's.
    expect(state.caipAddress).toBe(`eip155:31337:${siwxTestAddress}`)
    expect(LatchState.parse(state)).toEqual(state)
  })

  it('shows the sign-in only when it signs in the connected account on its chain', () => {
    const session = siwxTestSession()
    const mine = hostState({
      router: initialRouterState,
      namespace: 'eip155',
      connection: connected,
      siwxSession: session,
      accounts: [evmAccount],
    })
    expect(mine.siwx).toEqual({ message: session.message, signature: session.signature })
    const otherChain = { ...connected, chainId: 31338, caipAddress: `eip155:31338:${siwxTestAddress}` }
    expect(
      hostState({
        router: initialRouterState,
        namespace: 'eip155',
        connection: otherChain,
        siwxSession: session,
        accounts: [otherChain.caipAddress],
      }).siwx,
    ).toBeUndefined()
  })

  it("shows a Solana account's sign-in while that account is connected beside the EVM one, Solana active", () => {
    const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const solanaAccount = `solana:localnet:${address}`
    const session = siwxTestSession({ accountAddress: address, chainId: 'solana:localnet' })
    const state = {
      router: initialRouterState,
      namespace: 'solana' as const,
      connection: connected,
      siwxSession: session,
    }
    const both = hostState({ ...state, accounts: [evmAccount, solanaAccount] })
    expect(both.namespace).toBe('solana')
    expect(both.siwx).toEqual({ message: session.message, signature: session.signature })
    expect(hostState({ ...state, accounts: [evmAccount] }).siwx).toBeUndefined()
  })
})
