import { describe, expect, it } from 'vitest'
import { accountActions } from './accountActions'

const labels = (features: Parameters<typeof accountActions>[0]) =>
  accountActions(features).map((a) => a.label)

describe('accountActions', () => {
  it('offers Send then Receive by default, and not the views that do not exist yet', () => {
    expect(labels(undefined)).toEqual(['Send', 'Receive'])
  })
  it('follows walletFeaturesOrder, then the rest in the default order', () => {
    expect(labels({ walletFeaturesOrder: ['receive'] })).toEqual(['Receive', 'Send'])
    expect(labels({ walletFeaturesOrder: ['onramp', 'receive', 'send'] })).toEqual(['Receive', 'Send'])
  })
  it('leaves out a feature the host switched off', () => {
    expect(labels({ send: false })).toEqual(['Receive'])
    expect(accountActions({ receive: false })).toEqual([
      { feature: 'send', label: 'Send', view: 'WalletSend' },
    ])
  })
})
