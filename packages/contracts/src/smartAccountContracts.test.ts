import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { smartAccountContracts } from './smartAccountContracts'

describe('smartAccountContracts', () => {
  it('are four distinct checksummed addresses', () => {
    const addresses = Object.values(smartAccountContracts)
    for (const address of addresses) expect(getAddress(address)).toBe(address)
    expect(new Set(addresses).size).toBe(4)
  })
})
