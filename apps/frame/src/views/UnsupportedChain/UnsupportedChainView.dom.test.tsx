// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { knownNetworks } from '@/networks/knownNetworks'
import { networksAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { UnsupportedChainView } from './UnsupportedChainView'

const root = testRoot()
const { container, button } = root
const networkButton = (name: string) =>
  [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.startsWith(name))

async function mount() {
  const made = viewFrame({
    route: { history: ['UnsupportedChain'] },
    // Mainnet: a network the dev project did not ask for.
    connection: { status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 },
  })
  made.store.set(networksAtom, [...knownNetworks])
  const switchNetwork = vi.spyOn(made.controller, 'switchNetwork').mockResolvedValue(true)
  const disconnect = vi.spyOn(made.controller, 'disconnect').mockResolvedValue(undefined)
  await root.render(made.wrap(<UnsupportedChainView />))
  return { switchNetwork, disconnect }
}

describe('UnsupportedChainView in a DOM', () => {
  it('offers the networks the app asked for, with their images and none marked current', async () => {
    await mount()
    expect(container.querySelector('[data-view="UnsupportedChain"]')?.textContent).toContain(
      'This app doesn’t support your current network.',
    )
    expect(networkButton('Latch Devnet B')?.querySelector('img')?.getAttribute('src')).toBe(
      '/api/public/getAssetImage/31338',
    )
    expect(container.querySelector('[aria-current]')).toBeNull()
  })

  it('switches to the network picked through the controller, and Disconnect disconnects', async () => {
    const { switchNetwork, disconnect } = await mount()
    await act(async () => networkButton('Latch Devnet B')?.click())
    expect(switchNetwork).toHaveBeenCalledWith(31338)
    await act(async () => button('Disconnect').click())
    expect(disconnect).toHaveBeenCalled()
  })
})
