import { describe, expect, it } from 'vitest'
import { accountActions } from './accountActions'

const labels = (features: Parameters<typeof accountActions>[0]) =>
  accountActions(features).map((a) => a.label)

describe('accountActions', () => {
  it('offers Swap, Send, Receive and Buy by default, in that order', () => {
    expect(labels(undefined)).toEqual(['swap', 'send', 'receive', 'buy'])
  })
  it('follows walletFeaturesOrder, then the rest in the default order', () => {
    expect(labels({ walletFeaturesOrder: ['receive'] })).toEqual(['receive', 'swap', 'send', 'buy'])
    expect(labels({ walletFeaturesOrder: ['onramp', 'receive', 'send'] })).toEqual([
      'buy',
      'receive',
      'send',
      'swap',
    ])
  })
  it('leaves out a feature the host switched off', () => {
    expect(labels({ send: false, swaps: false })).toEqual(['receive', 'buy'])
    expect(accountActions({ receive: false, onramp: false })).toEqual([
      { feature: 'swaps', label: 'swap', view: 'Swap' },
      { feature: 'send', label: 'send', view: 'WalletSend' },
    ])
  })
  it('offers a Solana or Bitcoin account alone only Send and Receive, a NEAR one Receive, in the host’s order and switches', () => {
    for (const namespace of ['solana', 'bip122'] as const)
      expect(accountActions(undefined, { namespace }).map((a) => a.label)).toEqual(['send', 'receive'])
    expect(accountActions(undefined, { namespace: 'near' }).map((a) => a.label)).toEqual(['receive'])
    const features = { walletFeaturesOrder: ['onramp', 'receive'], send: false }
    expect(accountActions(features, { namespace: 'solana' }).map((a) => a.label)).toEqual(['receive'])
    expect(accountActions({ receive: false }, { namespace: 'near' })).toEqual([])
  })
})
