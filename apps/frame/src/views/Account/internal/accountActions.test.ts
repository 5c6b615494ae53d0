import { describe, expect, it } from 'vitest'
import { accountActions } from './accountActions'

const labels = (features: Parameters<typeof accountActions>[0]) =>
  accountActions(features).map((a) => a.label)

describe('accountActions', () => {
  it('offers Swap, Send, Receive and Buy by default, in that order', () => {
    expect(labels(undefined)).toEqual(['Swap', 'Send', 'Receive', 'Buy'])
  })
  it('follows walletFeaturesOrder, then the rest in the default order', () => {
    expect(labels({ walletFeaturesOrder: ['receive'] })).toEqual(['Receive', 'Swap', 'Send', 'Buy'])
    expect(labels({ walletFeaturesOrder: ['onramp', 'receive', 'send'] })).toEqual([
      'Buy',
      'Receive',
      'Send',
      'Swap',
    ])
  })
  it('leaves out a feature the host switched off', () => {
    expect(labels({ send: false, swaps: false })).toEqual(['Receive', 'Buy'])
    expect(accountActions({ receive: false, onramp: false })).toEqual([
      { feature: 'swaps', label: 'Swap', view: 'Swap' },
      { feature: 'send', label: 'Send', view: 'WalletSend' },
    ])
  })
  it('offers a Solana or Bitcoin account alone only Send and Receive, a NEAR one Receive, in the host’s order and switches', () => {
    for (const namespace of ['solana', 'bip122'] as const)
      expect(accountActions(undefined, { namespace }).map((a) => a.label)).toEqual(['Send', 'Receive'])
    expect(accountActions(undefined, { namespace: 'near' }).map((a) => a.label)).toEqual(['Receive'])
    const features = { walletFeaturesOrder: ['onramp', 'receive'], send: false }
    expect(accountActions(features, { namespace: 'solana' }).map((a) => a.label)).toEqual(['Receive'])
    expect(accountActions({ receive: false }, { namespace: 'near' })).toEqual([])
  })
})
