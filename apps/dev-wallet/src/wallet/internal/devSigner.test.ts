import { devAccounts } from '@latch/localnet/devAccounts'
import { describe, expect, it } from 'vitest'
import { devSigner } from './devSigner'

describe('devSigner', () => {
  it('signs for a dev account given in any letter case', () => {
    const [, second] = devAccounts
    if (!second) throw new Error('no dev account 1')
    expect(devSigner(second.address.toLowerCase() as `0x${string}`).address).toBe(second.address)
  })

  it('refuses an address that is not a dev account, with 4100', () => {
    expect(() => devSigner('0x000000000000000000000000000000000000dEaD')).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
  })
})
