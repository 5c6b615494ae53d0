import { describe, expect, it } from 'vitest'
import { needsUnsupportedChain } from './needsUnsupportedChain'

const requested = ['eip155:31337', 'eip155:31338']

describe('needsUnsupportedChain', () => {
  it('is true when the active network is not requested and unsupported chains are not allowed', () => {
    expect(
      needsUnsupportedChain({
        activeCaipNetworkId: 'eip155:1',
        requestedCaipNetworkIds: requested,
        allowUnsupportedChain: false,
      }),
    ).toBe(true)
  })

  it('is false when the active network is requested', () => {
    expect(
      needsUnsupportedChain({
        activeCaipNetworkId: 'eip155:31338',
        requestedCaipNetworkIds: requested,
        allowUnsupportedChain: false,
      }),
    ).toBe(false)
  })

  it('is false when unsupported chains are allowed', () => {
    expect(
      needsUnsupportedChain({
        activeCaipNetworkId: 'eip155:1',
        requestedCaipNetworkIds: requested,
        allowUnsupportedChain: true,
      }),
    ).toBe(false)
  })

  it('is false without an active network', () => {
    expect(needsUnsupportedChain({ requestedCaipNetworkIds: requested, allowUnsupportedChain: false })).toBe(
      false,
    )
  })

  it('is false when no networks were requested', () => {
    expect(
      needsUnsupportedChain({
        activeCaipNetworkId: 'eip155:1',
        requestedCaipNetworkIds: [],
        allowUnsupportedChain: false,
      }),
    ).toBe(false)
  })
})
