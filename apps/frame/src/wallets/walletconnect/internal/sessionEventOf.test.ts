import { describe, expect, it } from 'vitest'
import { sessionEventOf } from './sessionEventOf'

const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sessionEventOf', () => {
  it.each([[31338], ['0x7a6a'], ['31338'], ['eip155:31338']])('reads chainChanged with %o', (data) => {
    expect(sessionEventOf({ chainId: 'eip155:31337', event: { name: 'chainChanged', data } })).toEqual({
      type: 'chainChanged',
      chainId: 31338,
    })
  })

  it("takes the event's chain when the data says nothing readable", () => {
    expect(
      sessionEventOf({ chainId: 'eip155:31338', event: { name: 'chainChanged', data: 'soon' } }),
    ).toEqual({
      type: 'chainChanged',
      chainId: 31338,
    })
    expect(sessionEventOf({ chainId: 'nope', event: { name: 'chainChanged' } })).toBeUndefined()
  })

  it('reads accountsChanged as CAIP-10 or bare addresses, checksummed and without repeats', () => {
    const data = [`eip155:31337:${address}`, `eip155:31338:${address}`, address, 'junk', 42]
    expect(sessionEventOf({ chainId: 'eip155:31337', event: { name: 'accountsChanged', data } })).toEqual({
      type: 'accountsChanged',
      accounts: [checksummed],
    })
    expect(sessionEventOf({ chainId: 'eip155:31337', event: { name: 'accountsChanged', data: [] } })).toEqual(
      {
        type: 'accountsChanged',
        accounts: [],
      },
    )
  })

  it('passes on nothing else', () => {
    expect(
      sessionEventOf({ chainId: 'eip155:31337', event: { name: 'accountsChanged', data: address } }),
    ).toBeUndefined()
    expect(
      sessionEventOf({ chainId: 'eip155:31337', event: { name: 'message', data: 'hi' } }),
    ).toBeUndefined()
  })
})
