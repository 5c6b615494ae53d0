import { describe, expect, it } from 'vitest'
import { AccountParam } from './AccountParam'

const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('AccountParam', () => {
  it('takes a plain address or an eip155 CAIP-10 account and gives the checksummed address', () => {
    expect(AccountParam.parse(checksummed.toLowerCase())).toBe(checksummed)
    expect(AccountParam.parse(`eip155:31337:${checksummed.toLowerCase()}`)).toBe(checksummed)
  })

  it('refuses other namespaces and malformed accounts', () => {
    expect(AccountParam.safeParse(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${checksummed}`).success).toBe(
      false,
    )
    expect(AccountParam.safeParse('eip155:31337:0x1234').success).toBe(false)
    expect(AccountParam.safeParse('vitalik.eth').success).toBe(false)
  })
})
