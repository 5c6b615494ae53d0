import { describe, expect, it } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { fakeSessionContext, smartAccount } from './internal/fakeSessionContext'
import { walletGetPermissions } from './walletGetPermissions'

const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const zero = '0x0000000000000000000000000000000000000000'
const id = `0x${'ab'.repeat(32)}`

const session = (pci: string, state: { revoked?: boolean; expired?: boolean } = {}) => ({
  pci,
  chainId: 31337,
  account: smartAccount,
  signer: key,
  createdAt: '2026-11-24T18:00:00.000Z',
  expiry: 1_900_000_000,
  revoked: state.revoked ?? false,
  expired: state.expired ?? false,
  permissions: [
    {
      id,
      signer: key,
      target: usdl,
      selector: '0xa9059cbb',
      token: usdl,
      allowance: '10000000',
      validUntil: 1_900_000_000,
      spent: '3000000',
      revoked: false,
    },
    {
      id,
      signer: key,
      target: usdl,
      selector: '0x095ea7b3',
      token: zero,
      allowance: '0',
      validUntil: 1_900_000_000,
      spent: '0',
      revoked: false,
    },
  ],
})

const get = (params: unknown, options: Partial<Parameters<typeof fakeSessionContext>[0]> = {}) =>
  fakeSessionContext({
    method: 'wallet_getPermissions',
    params,
    api: () => ({
      sessions: [
        session('0x01'.padEnd(66, '0')),
        session(`0x${'02'.repeat(32)}`, { revoked: true }),
        session(`0x${'03'.repeat(32)}`, { expired: true }),
      ],
    }),
    ...options,
  })

describe('walletGetPermissions', () => {
  it("lists the smart account's live sessions on this chain in ERC-7715's form, with what was spent", async () => {
    const { context, log } = get([])
    expect(await runEmbeddedMethod('wallet_getPermissions', walletGetPermissions, context)).toEqual([
      {
        chainId: '0x7a69',
        address: smartAccount,
        expiry: 1_900_000_000,
        signer: { type: 'key', data: { id: key } },
        permissions: [
          { type: 'erc20-token-transfer', data: { address: usdl, allowance: '0x989680', spent: '0x2dc6c0' } },
          { type: 'contract-call', data: { address: usdl, functions: ['0x095ea7b3'] } },
        ],
        context: '0x01'.padEnd(66, '0'),
      },
    ])
    expect(log.api).toEqual([
      { path: `/api/v1/sessions/${smartAccount}`, call: { query: { chainId: 'eip155:31337' } } },
    ])
  })

  it('answers an empty list for an EOA user, another chain or another account, without asking the server', async () => {
    for (const [params, accountType] of [
      [[], 'eoa'],
      [[{ chainId: '0x7a6a' }], 'smartAccount'],
      [[{ address: key }], 'smartAccount'],
    ] as const) {
      const { context, log } = get(params, { accountType })
      expect(await runEmbeddedMethod('wallet_getPermissions', walletGetPermissions, context)).toEqual([])
      expect(log.api).toEqual([])
    }
  })
})
