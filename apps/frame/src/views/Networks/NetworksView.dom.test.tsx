// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { knownNetworks } from '@/networks/knownNetworks'
import { networksAtom, routerAtom } from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { NetworksView } from './NetworksView'

const root = testRoot()
const { container } = root
const networkButton = (name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith(name))

async function mount(switched: boolean) {
  const made = viewFrame({
    route: { history: ['Account', 'Networks'] },
    connection: {
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
    },
  })
  made.store.set(networksAtom, [...knownNetworks])
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
})
