import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { createFrameController } from './createFrameController'
import { attachFakeHost } from './internal/testing/attachFakeHost'

describe('host message handlers', () => {
  it('answers each embedded-wallet message it cannot serve yet with 4200, and keeps working', async () => {
    const controller = createFrameController({
      store: createStore(),
      projectId: 'latch-dev',
      projectNetworks: ['eip155:31337'],
      fetch: async () => Response.json({ isAnalyticsEnabled: false }),
    })
    const { send, init } = attachFakeHost(controller)
    await init()
    for (const type of ['initSmartAccount', 'getSmartAccountEnabledNetworks', 'connectFarcaster'])
      expect(await send(type, {})).toMatchObject({
        ok: false,
        type,
        error: { code: 4200, message: expect.stringContaining('not available') },
      })
    expect(await send('getChainId', {})).toMatchObject({ ok: true, payload: { chainId: 31337 } })
    expect(await send('isConnected', {})).toMatchObject({ ok: true, payload: { isConnected: false } })
  })
})
