// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { knownNetworks } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import {
  embeddedAccountAtom,
  namespaceAtom,
  networksAtom,
  routerAtom,
  solanaNetworksAtom,
} from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { NetworksView } from './NetworksView'

const root = testRoot()
const { container } = root
const networkButton = (name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith(name))

async function mount(switched: boolean, prepare?: (made: ReturnType<typeof viewFrame>) => void) {
  const made = viewFrame({
    route: { history: ['Account', 'Networks'] },
    connection: {
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
      ...(prepare && { connector: { id: 'embedded', name: 'Email', type: 'AUTH' } }),
    },
  })
  made.store.set(networksAtom, [...knownNetworks])
  prepare?.(made)
  const switchNetwork = vi.spyOn(made.controller, 'switchNetwork').mockResolvedValue(switched)
  await root.render(made.wrap(<NetworksView />))
  return { ...made, switchNetwork }
}

describe('NetworksView in a DOM', () => {
  it('lists the networks with their images and marks the current one', async () => {
    await mount(true)
    expect(networkButton('Latch Devnet A')?.getAttribute('aria-current')).toBe('true')
    expect(networkButton('Latch Devnet B')?.hasAttribute('aria-current')).toBe(false)
    expect(networkButton('Latch Devnet B')?.querySelector('img')?.getAttribute('src')).toBe(
      '/api/public/getAssetImage/31338',
    )
  })

  it('switches through the controller and goes back once the wallet did', async () => {
    const { store, switchNetwork } = await mount(true)
    await act(async () => networkButton('Latch Devnet B')?.click())
    expect(switchNetwork).toHaveBeenCalledWith(31338)
    expect(store.get(routerAtom).view).toBe('Account')
  })

  it('stays when the wallet refused, with the list usable again', async () => {
    const { store } = await mount(false)
    await act(async () => networkButton('Latch Devnet B')?.click())
    expect(store.get(routerAtom).view).toBe('Networks')
    expect(networkButton('Latch Devnet B')?.disabled).toBe(false)
  })

  it('groups the networks by namespace where a Solana account is connected, and picks the cluster it uses', async () => {
    const otherCluster = {
      ...localSolanaNetwork,
      caipNetworkId: 'solana:other' as const,
      name: 'Other Cluster',
    }
    const made = await mount(true, ({ store }) => {
      store.set(solanaNetworksAtom, [localSolanaNetwork, otherCluster])
      store.set(embeddedAccountAtom, {
        userId: 'u',
        persistent: true,
        solanaAddress: '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW',
      } as never)
    })
    const lists = [...container.querySelectorAll('ul')].map((list) => list.getAttribute('aria-label'))
    expect(lists).toEqual(['Ethereum networks', 'Solana networks'])
    expect(networkButton('Latch Solana Localnet')?.getAttribute('aria-current')).toBe('true')
    await act(async () => networkButton('Other Cluster')?.click())
    // The switch loads on first use; the view goes back once it is done.
    await vi.waitFor(() => expect(made.store.get(routerAtom).view).toBe('Account'))
    expect(made.store.get(solanaNetworksAtom).map((network) => network.caipNetworkId)).toEqual([
      'solana:other',
      'solana:localnet',
    ])
    expect(made.store.get(namespaceAtom)).toEqual({ active: 'solana', switching: false })
  })

  it('lists only the EVM networks, as one list, for a wallet without a Solana account', async () => {
    await mount(true)
    expect([...container.querySelectorAll('ul')].map((list) => list.getAttribute('aria-label'))).toEqual([
      'Networks',
    ])
  })

  it('groups them before anyone connects where the app asked for Solana, and a Solana pick makes Connect list Solana', async () => {
    const made = viewFrame({ route: { history: ['Connect', 'Networks'] } })
    made.store.set(networksAtom, [...knownNetworks])
    made.store.set(solanaNetworksAtom, [localSolanaNetwork])
    await root.render(made.wrap(<NetworksView />))
    expect([...container.querySelectorAll('ul')].map((list) => list.getAttribute('aria-label'))).toEqual([
      'Ethereum networks',
      'Solana networks',
    ])
    await act(async () => networkButton('Latch Solana Localnet')?.click())
    await vi.waitFor(() => expect(made.store.get(routerAtom).view).toBe('Connect'))
    expect(made.store.get(namespaceAtom)).toEqual({ active: 'solana', switching: false })
  })

  it('lists one list before anyone connects where the app asked for no Solana network', async () => {
    const made = viewFrame({ route: { history: ['Connect', 'Networks'] } })
    made.store.set(networksAtom, [...knownNetworks])
    await root.render(made.wrap(<NetworksView />))
    expect([...container.querySelectorAll('ul')].map((list) => list.getAttribute('aria-label'))).toEqual([
      'Networks',
    ])
  })

  it('leads on to Connect, with no way back to it, when the host opened it on its own before anyone connected', async () => {
    const made = viewFrame({ route: { history: ['Networks'] } })
    made.store.set(networksAtom, [...knownNetworks])
    made.store.set(solanaNetworksAtom, [localSolanaNetwork])
    vi.spyOn(made.controller, 'switchNetwork').mockResolvedValue(true)
    await root.render(made.wrap(<NetworksView />))
    await act(async () => networkButton('Latch Devnet B')?.click())
    expect(made.store.get(routerAtom)).toMatchObject({ view: 'Connect', history: ['Connect'], open: true })
  })
})
