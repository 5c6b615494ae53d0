import { describe, expect, it } from 'vitest'
import { parseAccountParam } from './parseAccountParam'

const address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

describe('parseAccountParam', () => {
  it('takes a plain address in any case, checksummed', () => {
    expect(parseAccountParam(address.toLowerCase())).toEqual({ kind: 'evm', address, network: undefined })
  })

  it('takes a CAIP-10 account with its network', () => {
    expect(parseAccountParam(`eip155:31338:${address}`)).toEqual({
      kind: 'evm',
      address,
      network: 'eip155:31338',
    })
  })

  it('tells an account of another namespace from garbage', () => {
    expect(
      parseAccountParam(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ),
    ).toEqual({ kind: 'foreign' })
    for (const value of ['0x1234', 'eip155:31337:0x1234', 'eip155:31337', 'hello', `${address}00`])
      expect(parseAccountParam(value), value).toBeNull()
  })
})
