import { describe, expect, it } from 'vitest'
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
})
