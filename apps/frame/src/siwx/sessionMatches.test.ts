import { describe, expect, it } from 'vitest'
import { siwxTestAddress as address, siwxTestSession } from './internal/testing/siwxFixtures'
import { sessionMatches } from './sessionMatches'

const session = siwxTestSession()
const now = new Date('2030-01-02T00:00:00Z')

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
      siwxTestSession({ expirationTime: undefined }),
      `eip155:31337:${address}`,
      new Date('2040-01-01'),
      true,
    ],
    [
      'before not-before',
      siwxTestSession({ notBefore: '2030-01-03T00:00:00.000Z' }),
      `eip155:31337:${address}`,
      now,
      false,
    ],
    [
      'at not-before',
      siwxTestSession({ notBefore: '2030-01-02T00:00:00.000Z' }),
      `eip155:31337:${address}`,
      now,
      true,
    ],
    [
      'an unreadable expiration time',
      siwxTestSession({ expirationTime: 'soon' }),
      `eip155:31337:${address}`,
      now,
      false,
    ],
  ] as const)('%s → %s', (_case, candidate, caipAddress, at, expected) => {
    expect(sessionMatches(candidate, caipAddress, at)).toBe(expected)
  })

  it('signs in a Solana account by its exact base58 address, and a list of accounts by any one', () => {
    const solana = '4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t'
    const solanaSession = siwxTestSession({ accountAddress: solana, chainId: 'solana:localnet' })
    expect(sessionMatches(solanaSession, `solana:localnet:${solana}`, now)).toBe(true)
    expect(sessionMatches(solanaSession, `solana:localnet:${solana.toLowerCase()}`, now)).toBe(false)
    expect(sessionMatches(solanaSession, `solana:devnet:${solana}`, now)).toBe(false)
    const accounts = [`eip155:31337:${address}`, `solana:localnet:${solana}`]
    expect(sessionMatches(solanaSession, accounts, now)).toBe(true)
    expect(sessionMatches(session, accounts, now)).toBe(true)
    expect(sessionMatches(session, [`solana:localnet:${solana}`], now)).toBe(false)
    expect(sessionMatches(session, [], now)).toBe(false)
  })
})
