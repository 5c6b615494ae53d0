import type { SiwxSession } from '@latch/shared-types'
import { describe, expect, it } from 'vitest'
import { sessionMatches } from './sessionMatches'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session: SiwxSession = {
  data: {
    accountAddress: address,
    chainId: 'eip155:31337',
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    version: '1',
    nonce: 'a1b2c3d4e5f6a7b8',
    issuedAt: '2030-01-01T12:00:00.000Z',
    expirationTime: '2030-01-08T12:00:00.000Z',
  },
  message: 'the message',
  signature: '0xfeed',
}
const now = new Date('2030-01-02T00:00:00Z')
const withData = (data: Partial<SiwxSession['data']>): SiwxSession => ({
  ...session,
  data: { ...session.data, ...data },
})

describe('sessionMatches', () => {
  it.each([
    ['the same account and chain', session, `eip155:31337:${address}`, now, true],
    ['the address in lower case', session, `eip155:31337:${address.toLowerCase()}`, now, true],
    ['the address in upper case', session, `eip155:31337:0x${address.slice(2).toUpperCase()}`, now, true],
    ['another address', session, 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8', now, false],
    ['another chain', session, `eip155:31338:${address}`, now, false],
    ['another namespace', session, `solana:31337:${address}`, now, false],
    ['no session', undefined, `eip155:31337:${address}`, now, false],
    ['no account', session, undefined, now, false],
    ['a CAIP-2 id, not an account', session, 'eip155:31337', now, false],
    [
      'the last moment before expiry',
      session,
      `eip155:31337:${address}`,
      new Date('2030-01-08T11:59:59.999Z'),
      true,
    ],
    ['the expiration time', session, `eip155:31337:${address}`, new Date('2030-01-08T12:00:00Z'), false],
    [
      'no expiration time, years later',
      withData({ expirationTime: undefined }),
      `eip155:31337:${address}`,
      new Date('2040-01-01'),
      true,
    ],
    [
      'before not-before',
      withData({ notBefore: '2030-01-03T00:00:00.000Z' }),
      `eip155:31337:${address}`,
      now,
      false,
    ],
    [
      'at not-before',
      withData({ notBefore: '2030-01-02T00:00:00.000Z' }),
      `eip155:31337:${address}`,
      now,
      true,
    ],
    [
      'an unreadable expiration time',
      withData({ expirationTime: 'soon' }),
      `eip155:31337:${address}`,
      now,
      false,
    ],
  ] as const)('%s → %s', (_case, candidate, caipAddress, at, expected) => {
    expect(sessionMatches(candidate, caipAddress, at)).toBe(expected)
  })
})
