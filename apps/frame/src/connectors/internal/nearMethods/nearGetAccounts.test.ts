import { describe, expect, it, vi } from 'vitest'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import type { NearNetwork } from '@/networks/NearNetwork'
import { nearGetAccounts } from './nearGetAccounts'

describe('nearGetAccounts', () => {
  it('answers the implicit account and its key without asking anyone', async () => {
    const approve = vi.fn()
    const accountId = '0'.repeat(64)
    expect(
      await nearGetAccounts({
        method: 'near_getAccounts',
        params: {},
        network: knownNearNetworks[0] as NearNetwork,
        accountId,
        publicKey: 'ed25519:11111111111111111111111111111111',
        approve,
        signMessage: vi.fn(),
        signTransaction: vi.fn(),
      }),
    ).toEqual([{ accountId, publicKey: 'ed25519:11111111111111111111111111111111' }])
    expect(approve).not.toHaveBeenCalled()
  })
})
