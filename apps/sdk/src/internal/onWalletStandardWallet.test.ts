import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { describe, expect, it, vi } from 'vitest'
import { onWalletStandardWallet } from './onWalletStandardWallet'

const wallet = (name: string): Wallet => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['solana:localnet'],
  features: {},
  accounts: [],
})

describe('onWalletStandardWallet', () => {
  // First: the wallets the next test registers stay on the page.
  it('hears nothing on a page without a wallet', () => {
    const found = vi.fn()
    onWalletStandardWallet(found)
    expect(found).not.toHaveBeenCalled()
  })

  it('hears of a wallet registered before it and of one registered after, and the registry loaded then still gets both', () => {
    const before = wallet('Before')
    registerWallet(before)
    const found = vi.fn()
    onWalletStandardWallet(found)
    expect(found).toHaveBeenCalledTimes(1)

    const after = wallet('After')
    registerWallet(after)
    expect(found).toHaveBeenCalledTimes(2)

    // What the bridge does once loaded: the wallets register with the real registry, once each.
    const names = getWallets()
      .get()
      .map(({ name }) => name)
    expect(names.filter((name) => name === 'Before' || name === 'After').sort()).toEqual(['After', 'Before'])
  })
})
