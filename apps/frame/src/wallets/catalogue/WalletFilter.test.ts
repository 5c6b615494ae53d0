import { describe, expect, it } from 'vitest'
import { walletFilterOf } from './WalletFilter'

describe('walletFilterOf', () => {
  it("takes the networks' CAIP-2 ids and the host's include and exclude lists, without repeats", () => {
    expect(
      walletFilterOf({ includeWalletIds: ['a', 'b', 'a'], excludeWalletIds: ['c'] }, [
        { caipNetworkId: 'eip155:31337' },
        { caipNetworkId: 'eip155:31338' },
        { caipNetworkId: 'eip155:31337' },
      ]),
    ).toEqual({ chains: ['eip155:31337', 'eip155:31338'], include: ['a', 'b'], exclude: ['c'] })
  })

  it('is empty when the host says nothing and no network is set', () => {
    expect(walletFilterOf({}, [])).toEqual({ chains: [], include: [], exclude: [] })
  })
})
