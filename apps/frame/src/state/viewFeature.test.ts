import { walletFeatures } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { accountActions } from '@/views/Account/internal/accountActions'
import { viewFeature } from './viewFeature'

describe('viewFeature', () => {
  it('names the switch of each view an account action opens', () => {
    for (const action of accountActions({})) expect(viewFeature(action.view)).toBe(action.feature)
    expect(accountActions({}).map((action) => action.feature)).toEqual([...walletFeatures])
  })

  it('puts the steps after a feature view under the same switch', () => {
    expect(['SwapSelectToken', 'SwapPreview'].map((view) => viewFeature(view as 'Swap'))).toEqual([
      'swaps',
      'swaps',
    ])
    expect(viewFeature('BuyInProgress')).toBe('onramp')
    expect(viewFeature('WalletSendPreview')).toBe('send')
    expect(viewFeature('Transactions')).toBe('history')
  })

  it('leaves the views no switch turns off alone', () => {
    for (const view of ['Account', 'Connect', 'ApproveTransaction', 'Networks', 'ExportKey'] as const) {
      expect(viewFeature(view)).toBeUndefined()
    }
  })
})
