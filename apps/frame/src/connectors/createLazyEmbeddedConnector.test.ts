import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { createLazyEmbeddedConnector } from './createLazyEmbeddedConnector'

describe('createLazyEmbeddedConnector', () => {
  it('is the embedded connector once loaded, asking nothing of its ports before a login', async () => {
    const ports = {
      projectId: 'latch-dev',
      store: createStore(),
      storage: vi.fn(),
      approve: vi.fn(),
      rpcEndpoint: vi.fn(),
      frameApi: vi.fn(),
      showCallsStatus: vi.fn(),
      askSecondFactor: vi.fn(),
    }
    const embedded = createLazyEmbeddedConnector(ports)
    expect(embedded.kind).toBe('embedded')
    const connector = await embedded.loaded()
    expect(connector.kind).toBe('embedded')
    expect(await embedded.loaded()).toBe(connector)
    await expect(
      embedded.request('personal_sign', ['0x00', '0x0000000000000000000000000000000000000001']),
    ).rejects.toMatchObject({
      code: 4900,
      message: 'The Provider is disconnected from all chains.',
    })
    for (const port of [
      ports.storage,
      ports.approve,
      ports.rpcEndpoint,
      ports.frameApi,
      ports.showCallsStatus,
    ])
      expect(port).not.toHaveBeenCalled()
  })
})
