import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { resolveNetworks } from '@/networks/knownNetworks'
import { networksAtom } from '@/state/atoms'
import type { WalletConnectConnector } from '@/wallets/walletconnect/WalletConnectConnector'
import { createLazyWalletConnectConnector } from './createLazyWalletConnectConnector'

const relay = { relayUrl: 'ws://127.0.0.1:5555', projectId: 'latch-dev', local: true }

function setup() {
  const store = createStore()
  store.set(networksAtom, resolveNetworks(['eip155:31337']))
  const sdk = {
    restore: vi.fn(async () => undefined),
    connect: vi.fn(),
    request: vi.fn(async (method: string) => `${method} answered`),
    disconnect: vi.fn(async () => undefined),
    onEvent: () => () => undefined,
    destroy: vi.fn(),
  } satisfies WalletConnectConnector
  const create = vi.fn(() => sdk)
  return {
    sdk,
    create,
    connector: createLazyWalletConnectConnector({
      store,
      config: relay,
      frameApi: async () => undefined as never,
      create,
    }),
  }
}

describe('createLazyWalletConnectConnector', () => {
  it('loads nothing until used, and a frame that never used it has nothing to stop', async () => {
    const { connector, create, sdk } = setup()
    connector.destroy()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(create).not.toHaveBeenCalled()
    expect(sdk.destroy).not.toHaveBeenCalled()
  })

  it('warm loads the connector and reaches for the stored session; destroy then stops it', async () => {
    const { connector, sdk } = setup()
    connector.warm()
    await vi.waitFor(() => expect(sdk.restore).toHaveBeenCalledTimes(1))
    connector.destroy()
    await vi.waitFor(() => expect(sdk.destroy).toHaveBeenCalledTimes(1))
  })

  it('passes requests to the loaded connector', async () => {
    const { connector, create } = setup()
    await connector.reconnect({ type: 'WALLET_CONNECT' } as never)
    expect(create).toHaveBeenCalledTimes(1)
    await expect(connector.request('personal_sign', ['0x68'])).resolves.toBe('personal_sign answered')
  })
})
