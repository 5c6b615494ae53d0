import { describe, expect, it } from 'vitest'
import { createLazyConnector } from './createLazyConnector'
import type { FrameConnector, WalletEvent } from './FrameConnector'

function fake() {
  const listeners = new Set<(event: WalletEvent) => void>()
  const connector: FrameConnector<void> = {
    kind: 'embedded',
    connect: async () => ({
      connector: { id: 'embedded', name: 'Email', type: 'AUTH' },
      address: '0x1',
      chainId: 1,
    }),
    reconnect: async () => undefined,
    request: async (method) => method,
    disconnect: async () => undefined,
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { connector, emit: (event: WalletEvent) => listeners.forEach((listener) => void listener(event)) }
}

describe('createLazyConnector', () => {
  it('loads nothing until used, then once, and passes on events to listeners added before', async () => {
    const inner = fake()
    let loads = 0
    const lazy = createLazyConnector('embedded', async () => {
      loads++
      return inner.connector
    })
    const events: WalletEvent[] = []
    lazy.onEvent((event) => events.push(event))
    expect(loads).toBe(0)
    expect(await lazy.request('eth_chainId')).toBe('eth_chainId')
    await lazy.disconnect()
    expect(loads).toBe(1)
    inner.emit({ type: 'disconnect' })
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  it('tries a failed load again on the next use', async () => {
    const inner = fake()
    let loads = 0
    const lazy = createLazyConnector('embedded', async () => {
      loads++
      if (loads === 1) throw new Error('chunk failed')
      return inner.connector
    })
    await expect(lazy.request('eth_chainId')).rejects.toThrow('chunk failed')
    expect(await lazy.request('eth_chainId')).toBe('eth_chainId')
    expect(loads).toBe(2)
  })
})
