import { describe, expect, it } from 'vitest'
import { solanaDevKey, solanaDevKeys } from './solanaDevKeys.mjs'

describe('solanaDevKeys', () => {
  it("are the dev mnemonic's keys at m/44'/501'/i'/0', as another SLIP-0010 implementation derives them", () => {
    // Derived independently with the ed25519-hd-key package and @noble/curves.
    expect(solanaDevKeys.slice(0, 3).map((key) => key.address)).toEqual([
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
      'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
    ])
    expect(solanaDevKeys).toHaveLength(10)
    expect(new Set(solanaDevKeys.map((key) => key.address)).size).toBe(10)
    expect(solanaDevKey(0).path).toBe("m/44'/501'/0'/0'")
  })
})
