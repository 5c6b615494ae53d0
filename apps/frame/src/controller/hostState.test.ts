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

describe('hostState', () => {
  it('says only open, view and status while disconnected', () => {
    expect(
      hostState({
        router: initialRouterState,
        connection: initialConnectionState,
        siwxSession: siwxTestSession(),
      }),
    ).toEqual({ open: false, view: 'Connect', status: 'disconnected' })
  })

  it('adds the account, chain and connector (without its image) once connected', () => {
    expect(hostState({ router: initialRouterState, connection: connected, siwxSession: undefined })).toEqual({
      open: false,
      view: 'Connect',
      status: 'connected',
      address: siwxTestAddress,
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      caipAddress: `eip155:31337:${siwxTestAddress}`,
      connector: { id: 'dev.latch.wallet', name: 'Dev Wallet', type: 'ANNOUNCED' },
    })
  })

  it('shows the sign-in only when it signs in the connected account on its chain', () => {
    const session = siwxTestSession()
    const mine = hostState({ router: initialRouterState, connection: connected, siwxSession: session })
    expect(mine.siwx).toEqual({ message: session.message, signature: session.signature })
    const otherChain = { ...connected, chainId: 31338, caipAddress: `eip155:31338:${siwxTestAddress}` }
    expect(
      hostState({ router: initialRouterState, connection: otherChain, siwxSession: session }).siwx,
    ).toBeUndefined()
  })
})
