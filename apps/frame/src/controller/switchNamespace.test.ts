import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { knownNetworks } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { namespaceAtom, networksAtom, routerAtom, solanaNetworksAtom } from '@/state/atoms'
import { initialRouterState } from '@/state/routerReducer'
import { hasNetworksOf, switchNamespace, switchSolanaNetwork } from './switchNamespace'
import { switchNetwork } from './switchNetwork'

const devnet = { ...localSolanaNetwork, caipNetworkId: 'solana:devnet' as const, name: 'Devnet' }

function storeWith(solana = [localSolanaNetwork, devnet]) {
  const store = createStore()
  store.set(networksAtom, [...knownNetworks])
  store.set(solanaNetworksAtom, solana)
  return store
}

describe('the active namespace', () => {
  it('can be a namespace the app asked for a network of, and no other', () => {
    const store = storeWith([])
    expect(hasNetworksOf(store, 'eip155')).toBe(true)
    expect(hasNetworksOf(store, 'solana')).toBe(false)
    expect(switchNamespace(store, 'solana')).toBe(false)
    expect(switchNamespace(store, 'bip122')).toBe(false)
    expect(store.get(namespaceAtom).active).toBe('eip155')
    store.set(solanaNetworksAtom, [localSolanaNetwork])
    expect(switchNamespace(store, 'solana')).toBe(true)
    expect(store.get(namespaceAtom)).toEqual({ active: 'solana', switching: false })
  })

  it('becomes solana with a Solana network picked, which goes first for the account', () => {
    const store = storeWith()
    expect(switchSolanaNetwork(store, 'solana:devnet')).toBe(true)
    expect(store.get(solanaNetworksAtom).map((network) => network.caipNetworkId)).toEqual([
      'solana:devnet',
      'solana:localnet',
    ])
    expect(store.get(namespaceAtom)).toEqual({ active: 'solana', switching: false })
    expect(switchSolanaNetwork(store, 'solana:elsewhere')).toBe(false)
    expect(store.get(solanaNetworksAtom)[0]?.caipNetworkId).toBe('solana:devnet')
  })

  it('becomes eip155 with an Ethereum network picked, switching while the wallet decides', async () => {
    const store = storeWith()
    switchSolanaNetwork(store, 'solana:localnet')
    store.set(routerAtom, { ...initialRouterState, view: 'Networks' })
    let decide: (value: unknown) => void = () => undefined
    const request = vi.fn(() => new Promise((resolve) => (decide = resolve)))
    const context = { store, dispatchRouter: vi.fn(), dispatchToast: vi.fn() }
    const switched = switchNetwork(context, request, 31338)
    expect(store.get(namespaceAtom)).toEqual({ active: 'eip155', switching: true })
    decide(null)
    expect(await switched).toBe(true)
    expect(store.get(namespaceAtom)).toEqual({ active: 'eip155', switching: false })

    const refused = switchNetwork(
      context,
      async () => {
        throw new Error('User rejected the request.')
      },
      31337,
    )
    expect(await refused).toBe(false)
    expect(store.get(namespaceAtom).switching).toBe(false)
    expect(context.dispatchToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'User rejected the request.', variant: 'error' }),
    )
  })
})
