import { describe, expect, it } from 'vitest'
import { siwxTestAddress as address, siwxTestSession } from './internal/testing/siwxFixtures'
import { needsSiwx } from './needsSiwx'

const caipAddress = `eip155:31337:${address}`
const session = siwxTestSession()
const base = {
  siwx: {},
  connected: true,
  networkSupported: true,
  session: undefined,
  accounts: [caipAddress],
  now: new Date('2030-01-02T00:00:00Z'),
}

describe('needsSiwx', () => {
  it.each([
    ['configured, connected, supported, no session', {}, true],
    ['sign-in not configured', { siwx: undefined }, false],
    ['not connected', { connected: false }, false],
    ['an unsupported network', { networkSupported: false }, false],
    ['no account yet', { accounts: [] }, false],
    ['a session for this account', { session }, false],
    ['required sign-in with a session for this account', { siwx: { required: true }, session }, false],
    [
      'a session for another account',
      { session, accounts: ['eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] },
      true,
    ],
    ['a session for this account on another chain', { session, accounts: [`eip155:31338:${address}`] }, true],
    ['an expired session', { session, now: new Date('2030-01-09T00:00:00Z') }, true],
    [
      'a session for one of the connected accounts',
      { session, accounts: ['solana:localnet:4AFAJ8xyMUiTqr4dGw3hLgBjp5pXYCqxSrJCoE4D2m1t', caipAddress] },
      false,
    ],
  ] as [string, Partial<Parameters<typeof needsSiwx>[0]>, boolean][])(
    '%s → %s',
    (_case, change, expected) => {
      expect(needsSiwx({ ...base, ...change })).toBe(expected)
    },
  )
})
