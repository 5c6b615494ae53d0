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

  it('takes a Solana address, plain or as a CAIP-10 account with its cluster', () => {
    const solana = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(parseAccountParam(solana)).toEqual({ kind: 'solana', address: solana, network: undefined })
    expect(parseAccountParam(`solana:localnet:${solana}`)).toEqual({
      kind: 'solana',
      address: solana,
      network: 'solana:localnet',
    })
    expect(parseAccountParam(`solana:localnet:${solana.slice(0, -4)}`)).toBeNull()
  })

  it('takes a Bitcoin address, plain or as a CAIP-10 account with its network', () => {
    const regtest = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
    expect(parseAccountParam(regtest)).toEqual({ kind: 'bitcoin', address: regtest, network: undefined })
    expect(
      parseAccountParam('bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6'),
    ).toEqual({
      kind: 'bitcoin',
      address: '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      network: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(parseAccountParam(`bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${regtest.slice(0, -1)}x`)).toBeNull()
  })

  it('tells an account of another namespace from garbage', () => {
    expect(parseAccountParam(`near:testnet:${'ab'.repeat(32)}`)).toEqual({ kind: 'foreign' })
    for (const value of ['0x1234', 'eip155:31337:0x1234', 'eip155:31337', 'hello', `${address}00`])
      expect(parseAccountParam(value), value).toBeNull()
  })
})
