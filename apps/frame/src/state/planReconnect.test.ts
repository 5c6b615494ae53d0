import { describe, expect, it } from 'vitest'
import { planReconnect } from './planReconnect'

describe('planReconnect', () => {
  it('tries the last used connector first, then the other authorized ones', () => {
    expect(
      planReconnect({
        lastConnectorId: 'walletConnect',
        authorizedConnectorIds: ['injected', 'walletConnect', 'auth'],
      }),
    ).toEqual(['walletConnect', 'injected', 'auth'])
  })

  it('keeps the last used connector even when it is not among the authorized ones', () => {
    expect(planReconnect({ lastConnectorId: 'auth', authorizedConnectorIds: ['injected'] })).toEqual([
      'auth',
      'injected',
    ])
  })

  it('lists each connector once', () => {
    expect(planReconnect({ authorizedConnectorIds: ['injected', 'auth', 'injected'] })).toEqual([
      'injected',
      'auth',
    ])
  })

  it('keeps the authorized order without a last used connector', () => {
    expect(planReconnect({ authorizedConnectorIds: ['b', 'a'] })).toEqual(['b', 'a'])
  })

  it('is empty when there is nothing to try', () => {
    expect(planReconnect({ authorizedConnectorIds: [] })).toEqual([])
  })
})
