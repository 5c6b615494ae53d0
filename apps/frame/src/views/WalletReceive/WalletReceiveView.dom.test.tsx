// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import { knownNetworks } from '@/networks/knownNetworks'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import {
  bitcoinNetworksAtom,
  embeddedAccountAtom,
  nearNetworksAtom,
  networksAtom,
  solanaNetworksAtom,
} from '@/state/atoms'
import { testRoot } from '@/views/internal/testing/testRoot'
import { viewFrame } from '@/views/internal/testing/viewFrame'
import { WalletReceiveView } from './WalletReceiveView'

const root = testRoot()
const { container, button } = root
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW'
const bitcoinAddresses = {
  mainnet: 'bc1qzey5nk06cr5mrk8kkcxw9zza3xffv5mpllkq72',
  testnet: 'tb1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v070eng9',
  regtest: 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv',
}
const nearAccountId = '6f'.repeat(32)

async function mount(options: { embedded: boolean; solana: boolean; others?: boolean }) {
  const made = viewFrame({
    route: { history: ['Account', 'WalletReceive'] },
    connection: {
      status: 'connected',
      address,
      chainId: 31337,
      connector: options.embedded
        ? { id: 'embedded', name: 'Email', type: 'AUTH' }
        : { id: 'io.latch.dev', name: 'Latch Dev Wallet', type: 'ANNOUNCED' },
    },
  })
  made.store.set(networksAtom, [...knownNetworks])
  made.store.set(solanaNetworksAtom, options.solana ? [localSolanaNetwork] : [])
  made.store.set(bitcoinNetworksAtom, options.others ? [localBitcoinNetwork] : [])
  made.store.set(nearNetworksAtom, options.others ? knownNearNetworks.slice(1) : [])
  made.store.set(embeddedAccountAtom, {
    userId: 'u1',
    email: 'a@latch.test',
    address,
    persistent: true,
    solanaAddress,
    bitcoinAddresses,
    nearAccountId,
  } as never)
  await root.render(made.wrap(<WalletReceiveView />))
  return made
}

const shownAddress = () => container.querySelector('[data-testid="receive-address"]')?.textContent
const networkNames = () =>
  [...container.querySelectorAll('[aria-label="Networks this address receives on"] li')].map(
    (li) => li.textContent,
  )
const tabs = () => [...container.querySelectorAll('[role="tab"]')] as HTMLButtonElement[]

describe('WalletReceiveView in a DOM', () => {
  it('shows the one address and its networks, without tabs, where the wallet has no Solana account to show', async () => {
    for (const options of [
      { embedded: true, solana: false },
      { embedded: false, solana: true },
    ]) {
      await mount(options)
      expect(tabs()).toHaveLength(0)
      expect(shownAddress()).toBe(address)
      expect(networkNames()).toEqual(knownNetworks.map((network) => network.name))
    }
  })

  it('gives the Solana account its own tab, with its address, its Solana Pay QR code and its own networks', async () => {
    await mount({ embedded: true, solana: true })
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Ethereum', 'true'],
      ['Solana', 'false'],
    ])
    await act(async () => button('Solana').click())
    expect(shownAddress()).toBe(solanaAddress)
    expect(networkNames()).toEqual(['Latch Solana Localnet'])
    expect(container.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe(
      'receive-tab-solana',
    )
    expect(container.querySelector('[aria-label="Your Solana address as a QR code"]')).not.toBeNull()
  })

  it('gives the Bitcoin and NEAR accounts their own tabs, each address of the network it is good on', async () => {
    await mount({ embedded: true, solana: true, others: true })
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Ethereum', 'Solana', 'Bitcoin', 'NEAR'])
    await act(async () => button('Bitcoin').click())
    expect(shownAddress()).toBe(bitcoinAddresses.regtest)
    expect(networkNames()).toEqual(['Latch Bitcoin Regtest'])
    expect(container.querySelector('[aria-label="Your Bitcoin address as a QR code"]')).not.toBeNull()
    await act(async () => button('NEAR').click())
    expect(shownAddress()).toBe(nearAccountId)
    expect(networkNames()).toEqual(['NEAR Testnet'])
    expect(container.querySelector('[aria-label="Your NEAR address as a QR code"]')).not.toBeNull()
  })

  it('moves between the tabs with the arrow keys, focus and panel following', async () => {
    await mount({ embedded: true, solana: true })
    const [ethereum] = tabs()
    await act(async () => {
      ethereum?.focus()
      ethereum?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    expect(shownAddress()).toBe(solanaAddress)
    expect(document.activeElement?.id).toBe('receive-tab-solana')
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      )
    })
    expect(shownAddress()).toBe(address)
    expect(document.activeElement?.id).toBe('receive-tab-eip155')
  })

  it('moves forward with ArrowLeft in a language written right to left', async () => {
    document.documentElement.dir = 'rtl'
    try {
      await mount({ embedded: true, solana: true })
      const [ethereum] = tabs()
      await act(async () => {
        ethereum?.focus()
        ethereum?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
      })
      expect(shownAddress()).toBe(solanaAddress)
      expect(document.activeElement?.id).toBe('receive-tab-solana')
    } finally {
      document.documentElement.dir = ''
    }
  })
})
