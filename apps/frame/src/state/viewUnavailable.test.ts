import { describe, expect, it } from 'vitest'
import { viewUnavailable } from './viewUnavailable'

const on = { enableWalletConnect: true }

describe('viewUnavailable', () => {
  it('lets every view open when everything is on', () => {
    for (const view of [
      'Connect',
      'Swap',
      'OnRampProviders',
      'ConnectingWalletConnect',
      'Transactions',
    ] as const)
      expect(viewUnavailable(view, on, [])).toBeUndefined()
  })

  it('says a view is off with its feature, by the host or for the time zone', () => {
    expect(viewUnavailable('SwapPreview', { ...on, features: { swaps: false } }, [])).toBe(
      'SwapPreview is off: the host set features.swaps to false.',
    )
    expect(viewUnavailable('BuyInProgress', on, ['swaps', 'onramp'])).toBe(
      "BuyInProgress is not offered in the visitor's time zone.",
    )
    expect(viewUnavailable('Transactions', { ...on, features: { history: false } }, ['swaps'])).toBe(
      'Transactions is off: the host set features.history to false.',
    )
  })

  it('says the WalletConnect views are off without WalletConnect', () => {
    for (const enableWalletConnect of [false, undefined])
      expect(viewUnavailable('ConnectingWalletConnectBasic', { enableWalletConnect }, [])).toBe(
        'ConnectingWalletConnectBasic is off: this frame offers no WalletConnect (enableWalletConnect, or no relay).',
      )
    expect(viewUnavailable('AllWallets', { enableWalletConnect: false }, [])).toBeUndefined()
  })
})
