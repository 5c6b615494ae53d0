import { describe, expect, it } from 'vitest'
import type { RecordedSession } from '@/sessions/createSessionsApi'
import { describeSession } from './describeSession'

const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const stranger = '0x000000000000000000000000000000000000dEaD'
const zero = '0x0000000000000000000000000000000000000000'
const now = 1_800_000_000
const knownTokens = [{ address: usdl, symbol: 'USDL', decimals: 6 }] as const

const session = (extra: Partial<RecordedSession> = {}): RecordedSession => ({
  pci: `0x${'ab'.repeat(32)}`,
  chainId: 31337,
  account: '0x1111111111111111111111111111111111111111',
  signer: key,
  createdAt: '2027-01-15T08:00:00.000Z',
  expiry: now + 3600,
  revoked: false,
  expired: false,
  permissions: [
    {
      id: `0x${'ab'.repeat(32)}`,
      signer: key,
      target: usdl,
      selector: '0xa9059cbb',
      token: usdl,
      allowance: '10000000',
      validUntil: now + 3600,
      spent: '3000000',
      revoked: false,
    },
  ],
  ...extra,
})

describe('describeSession', () => {
  it('shows a token limit and what was spent in USDL, the contract by its symbol and the function by name', () => {
    expect(describeSession(session(), { knownTokens, nowSeconds: now })).toEqual({
      pci: `0x${'ab'.repeat(32)}`,
      key,
      expiry: now + 3600,
      status: 'active',
      permissions: [
        {
          id: `0x${'ab'.repeat(32)}`,
          contract: usdl,
          contractName: 'USDL',
          function: 'transfer(address,uint256)',
          limit: { total: '10 USDL', spent: '3 USDL' },
        },
      ],
    })
  })

  it('shows a call without a limit by its selector, and an unknown token in base units', () => {
    const row = describeSession(
      session({
        permissions: [
          {
            id: `0x${'cd'.repeat(32)}`,
            signer: key,
            target: stranger,
            selector: '0x12345678',
            token: zero,
            allowance: '0',
            validUntil: now + 1,
            spent: '0',
            revoked: false,
          },
          {
            id: `0x${'ef'.repeat(32)}`,
            signer: key,
            target: stranger,
            selector: '0xa9059cbb',
            token: stranger,
            allowance: '500',
            validUntil: now + 1,
            spent: '20',
            revoked: false,
          },
        ],
      }),
      { knownTokens, nowSeconds: now },
    )
    expect(row.permissions).toEqual([
      { id: `0x${'cd'.repeat(32)}`, contract: stranger, function: '0x12345678' },
      {
        id: `0x${'ef'.repeat(32)}`,
        contract: stranger,
        function: 'transfer(address,uint256)',
        limit: { total: '500 base units', spent: '20 base units' },
      },
    ])
  })

  it('says revoked before expired, and expired by the chain or by the clock', () => {
    const status = (extra: Partial<RecordedSession>, nowSeconds = now) =>
      describeSession(session(extra), { knownTokens, nowSeconds }).status
    expect(status({ revoked: true, expired: true })).toBe('revoked')
    expect(status({ expired: true })).toBe('expired')
    expect(status({}, now + 3600)).toBe('expired')
    expect(status({}, now + 3599)).toBe('active')
  })
})
