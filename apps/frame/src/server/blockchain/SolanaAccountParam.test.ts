import { describe, expect, it } from 'vitest'
import { SolanaAccountParam } from './SolanaAccountParam'

const owner = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

describe('SolanaAccountParam', () => {
  it('takes a base58 address, or a solana CAIP-10 account as its address', () => {
    expect(SolanaAccountParam.parse(owner)).toBe(owner)
    expect(SolanaAccountParam.parse(`solana:localnet:${owner}`)).toBe(owner)
    expect(
      SolanaAccountParam.parse('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:11111111111111111111111111111111'),
    ).toBe('11111111111111111111111111111111')
  })

  it('refuses what is no 32-byte key in base58, naming what it expects', () => {
    for (const bad of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      `${owner}0`,
      owner.replace('o', '0'),
      'abc',
      `eip155:1:${owner}`,
      '',
    ]) {
      const parsed = SolanaAccountParam.safeParse(bad)
      expect(parsed.success, bad).toBe(false)
    }
    expect(SolanaAccountParam.safeParse('abc').error?.issues[0]?.message).toBe(
      'Expected a base58 Solana address or a solana CAIP-10 account',
    )
  })
})
