import type { LatchState } from '@latch/protocol'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HostLink } from '@/embed/hostLink'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import {
  apiClientAtom,
  connectionAtom,
  embeddedAccountAtom,
  hostLinkAtom,
  namespaceAtom,
  solanaNetworksAtom,
} from '@/state/atoms'
import { createFrameContext } from './createFrameContext'
import type { EffectHooks } from './effectRunners'

const hooks: EffectHooks = {
  modalOpened: vi.fn(),
  modalClosed: vi.fn(),
  routed: vi.fn(),
  clearFarcasterUrl: vi.fn(),
  reloadEmbeddedWallet: vi.fn(),
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A frame context whose host link records `pick` of each state pushed. */
function pushing(pick: (state: LatchState) => unknown) {
  const store = createStore()
  const pushed: unknown[] = []
  store.set(hostLinkAtom, {
    origin: 'https://shop.example',
    call: (async (_type: string, payload: { state: LatchState }) => {
      pushed.push(pick(payload.state))
      return {}
    }) as HostLink['call'],
    destroy: () => undefined,
  })
  return { store, pushed, context: createFrameContext(store, hooks).context }
}

describe('createFrameContext', () => {
  it("calls the frame's /api only once the host page has connected", async () => {
    const store = createStore()
    const { context } = createFrameContext(store, hooks)
    expect(() => context.api('/api/v1/balance', {})).toThrow(
      expect.objectContaining({ code: 4900, message: 'The host page has not connected yet.' }),
    )
    store.set(apiClientAtom, () => async () => ({ balances: [] }) as never)
    await expect(context.api('/api/v1/balance', {})).resolves.toEqual({ balances: [] })
  })

  it('tells the host without ever rejecting: a failed call is logged', async () => {
    const store = createStore()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { context } = createFrameContext(store, hooks)
    await expect(context.notifyHost('setVisible', { visible: true })).resolves.toBeUndefined()
    store.set(hostLinkAtom, {
      origin: 'https://shop.example',
      call: async () => {
        throw new Error('the host is gone')
      },
      destroy: () => undefined,
    })
    await expect(context.notifyHost('setVisible', { visible: true })).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalledWith('latch:', new Error('the host is gone'))
  })

  it('runs its timers when due, and none after clearTimers', () => {
    vi.useFakeTimers()
    const { context, clearTimers } = createFrameContext(createStore(), hooks)
    const ran: string[] = []
    context.later(100, () => ran.push('first'))
    context.later(200, () => ran.push('second'))
    vi.advanceTimersByTime(150)
    expect(ran).toEqual(['first'])
    clearTimers()
    vi.advanceTimersByTime(1_000)
    expect(ran).toEqual(['first'])
  })

  it('tells the host of the Solana account as the embedded login or the cluster changes', async () => {
    const { store, pushed, context } = pushing((state) => state.accounts)
    const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    store.set(connectionAtom, {
      status: 'connected',
      buffering: false,
      address: evm,
      chainId: 31337,
      caipAddress: `eip155:31337:${evm}`,
      connector: { id: 'latch-embedded', name: 'Email', type: 'AUTH' },
    })
    context.pushState()
    store.set(solanaNetworksAtom, [localSolanaNetwork])
    const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    store.set(embeddedAccountAtom, {
      email: 'ada@example.com',
      address: evm,
      solanaAddress: solana,
      persistent: false,
    } as never)
    const devnet = { ...localSolanaNetwork, caipNetworkId: 'solana:devnet' as const }
    store.set(solanaNetworksAtom, [devnet, localSolanaNetwork])
    store.set(embeddedAccountAtom, undefined)
    expect(pushed).toEqual([
      [`eip155:31337:${evm}`],
      [`eip155:31337:${evm}`, `solana:localnet:${solana}`],
      [`eip155:31337:${evm}`, `solana:devnet:${solana}`],
      [`eip155:31337:${evm}`],
    ])
  })

  it('tells the host of the active namespace as the visitor or the host switches it, once a switch', () => {
    const { store, pushed, context } = pushing((state) => state.namespace)
    context.pushState()
    store.set(namespaceAtom, { active: 'solana', switching: true })
    // Lowering the switching flag changes nothing the host sees.
    store.set(namespaceAtom, { active: 'solana', switching: false })
    store.set(namespaceAtom, { active: 'eip155', switching: false })
    expect(pushed).toEqual(['eip155', 'solana', 'eip155'])
  })
})
