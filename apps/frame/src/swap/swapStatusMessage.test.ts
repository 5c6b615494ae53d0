import { describe, expect, it } from 'vitest'
import de from '@/i18n/compiled/de'
import type previewMessages from '@/i18n/compiled/en/preview'
import { quotedEthToUsdl } from './internal/testing/swapFixtures'
import { swapStatusMessage } from './swapStatusMessage'

const state = { ...quotedEthToUsdl(), toTokenAmount: '2987.6543219' }

describe('swapStatusMessage', () => {
  it('says what is waited on, by wallet', () => {
    expect(swapStatusMessage({ ...state, pending: 'approval' }, { embedded: true })).toBe(
      'Approve limit increase in your wallet',
    )
    expect(swapStatusMessage({ ...state, pending: 'swap' }, { embedded: false })).toBe(
      'Confirm transaction in your wallet',
    )
    expect(swapStatusMessage({ ...state, pending: 'swap' }, { embedded: true })).toBe(
      'Swapping ETH to 2,987.6543 USDL',
    )
    expect(swapStatusMessage(state, { embedded: true })).toBeUndefined()
  })

  it("says it in the visitor's language, the amount written as the language writes it", () => {
    const german = de.preview as typeof previewMessages.preview
    expect(swapStatusMessage({ ...state, pending: 'approval' }, { embedded: true }, german, 'de')).toBe(
      'Bestätige die Erhöhung des Limits in deiner Wallet',
    )
    expect(swapStatusMessage({ ...state, pending: 'swap' }, { embedded: false }, german, 'de')).toBe(
      'Bestätige die Transaktion in deiner Wallet',
    )
    expect(swapStatusMessage({ ...state, pending: 'swap' }, { embedded: true }, german, 'de')).toBe(
      'Tausche ETH gegen 2.987,6543 USDL',
    )
  })
})
