import { describe, expect, it } from 'vitest'
import { walletConnectConfigFromEnv } from './walletConnectConfigFromEnv'

describe('walletConnectConfigFromEnv', () => {
  it('pairs over the local relay in local mode', () => {
    expect(walletConnectConfigFromEnv({})).toEqual({
      relayUrl: 'ws://127.0.0.1:5555',
      projectId: 'latch-dev',
      local: true,
    })
  })

  it('takes another local relay', () => {
    expect(walletConnectConfigFromEnv({ LATCH_WC_RELAY_URL: 'ws://127.0.0.1:6000' })?.relayUrl).toBe(
      'ws://127.0.0.1:6000',
    )
  })

  it('uses the public relay with the WalletConnect projectId upstream', () => {
    expect(walletConnectConfigFromEnv({ LATCH_MODE: 'upstream', LATCH_WC_PROJECT_ID: 'abc123' })).toEqual({
      relayUrl: 'wss://relay.walletconnect.org',
      projectId: 'abc123',
      local: false,
    })
  })

  it('turns WalletConnect off upstream without a projectId', () => {
    expect(walletConnectConfigFromEnv({ LATCH_MODE: 'upstream' })).toBeUndefined()
  })

  it('refuses a relay URL that is not a WebSocket', () => {
    expect(() => walletConnectConfigFromEnv({ LATCH_WC_RELAY_URL: 'http://relay.example' })).toThrow(
      'Expected a ws(s) URL',
    )
  })
})
