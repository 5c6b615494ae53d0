import { describe, expect, test } from 'vitest'
import { PermissionRequest, PermissionsContext, permissionParams } from './permissionParams'
import { rpcParams } from './rpcParams'

const token = `0x${'ab'.repeat(20)}`
const key = `0x${'cd'.repeat(20)}`
const id = `0x${'12'.repeat(32)}`

const grant = (overrides: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { id: key } },
  permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: '0x989680' } }],
  ...overrides,
})

// The first issue as the request policy reports it: where, then what.
const firstIssue = (value: unknown) => {
  const issue = PermissionRequest.safeParse(value).error?.issues[0]
  return issue && [issue.path.join('.'), issue.message].filter(Boolean).join(': ')
}

describe('wallet_grantPermissions takes one ERC-7715 request', () => {
  test('a token transfer and a contract call pass, as rpcParams entries', () => {
    const params = [
      grant({
        address: token,
        permissions: [
          { type: 'erc20-token-transfer', data: { address: token, allowance: '0x1' }, policies: [] },
          {
            type: 'contract-call',
            data: { address: token, functions: ['approve(address,uint256)', '0xa9059cbb'] },
          },
        ],
      }),
    ]
    expect(rpcParams.wallet_grantPermissions.parse(params)).toEqual(params)
  })

  test("an 'account' signer (viem's local account) passes like a 'key'", () => {
    expect(
      PermissionRequest.safeParse(grant({ signer: { type: 'account', data: { id: key } } })).success,
    ).toBe(true)
  })

  test.each([
    [
      'a zero allowance',
      grant({ permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: '0x0' } }] }),
      'permissions.0.data.allowance: the allowance must be more than 0',
    ],
    [
      'a decimal allowance',
      grant({ permissions: [{ type: 'erc20-token-transfer', data: { address: token, allowance: '10' } }] }),
      'permissions.0.data.allowance: expected a hex quantity',
    ],
    [
      'a native-token transfer',
      grant({ permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }] }),
      "permissions.0.type: Invalid discriminator value. Expected 'erc20-token-transfer' | 'contract-call'",
    ],
    [
      'a function with spaces',
      grant({
        permissions: [
          { type: 'contract-call', data: { address: token, functions: ['transfer(address to, uint256)'] } },
        ],
      }),
      "permissions.0.data.functions.0: expected a function signature such as 'transfer(address,uint256)' or a 4-byte selector",
    ],
    [
      'a policy',
      grant({
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: token, allowance: '0x1' },
            policies: [{ type: 'gas-limit' }],
          },
        ],
      }),
      'permissions.0.policies: policies are not supported: put the limits in data',
    ],
    [
      'an unknown field in data',
      grant({
        permissions: [
          { type: 'erc20-token-transfer', data: { address: token, allowance: '0x1', period: 86400 } },
        ],
      }),
      'permissions.0.data: Unrecognized key: "period"',
    ],
    ['no permissions', grant({ permissions: [] }), 'permissions: at least one permission is needed'],
    [
      'a function that is not a signature',
      grant({ permissions: [{ type: 'contract-call', data: { address: token, functions: ['transfer'] } }] }),
      "permissions.0.data.functions.0: expected a function signature such as 'transfer(address,uint256)' or a 4-byte selector",
    ],
    [
      'a contract call with no function',
      grant({ permissions: [{ type: 'contract-call', data: { address: token, functions: [] } }] }),
      'permissions.0.data.functions: Too small: expected array to have >=1 items',
    ],
    [
      '11 functions in all',
      grant({
        permissions: [
          {
            type: 'contract-call',
            data: { address: token, functions: Array.from({ length: 6 }, (_, n) => `f${n}()`) },
          },
          {
            type: 'contract-call',
            data: { address: key, functions: Array.from({ length: 5 }, (_, n) => `g${n}()`) },
          },
        ],
      }),
      'permissions: at most 10 functions and token transfers in one grant',
    ],
    [
      'an expiry in milliseconds past uint48',
      grant({ expiry: 2 ** 48 }),
      'expiry: Too big: expected number to be <=281474976710655',
    ],
    ['a fractional expiry', grant({ expiry: 1.5 }), 'expiry: expiry must be whole unix seconds'],
    [
      'an expiry as a string',
      grant({ expiry: '1900000000' }),
      'expiry: Invalid input: expected number, received string',
    ],
    [
      'a signer by public key',
      grant({ signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04' } } }),
      'signer.data.id: Invalid input: expected string, received undefined',
    ],
    [
      'a wallet signer',
      grant({ signer: { type: 'wallet' } }),
      'signer.type: Invalid option: expected one of "key"|"account"',
    ],
    [
      'a decimal chain id',
      grant({ chainId: 31337 }),
      'chainId: Invalid input: expected string, received number',
    ],
    ['a short account address', grant({ address: '0x12' }), 'address: expected a 20-byte 0x address'],
    [
      'an unknown top-level field',
      grant({ isAdjustmentAllowed: true }),
      'Unrecognized key: "isAdjustmentAllowed"',
    ],
  ])('%s fails: %s', (_, request, issue) => {
    expect(firstIssue(request)).toBe(issue)
  })

  test('two requests, or none, fail', () => {
    expect(rpcParams.wallet_grantPermissions.safeParse([grant(), grant()]).success).toBe(false)
    expect(rpcParams.wallet_grantPermissions.safeParse([]).success).toBe(false)
  })
})

describe('wallet_revokePermissions takes a permissions context, or eth_accounts to disconnect', () => {
  test.each([
    [[{ permissionsContext: id }]],
    [[{ permissionsContext: `${id}${'34'.repeat(32)}` }]],
    [[{ eth_accounts: {} }]],
  ])('%j passes', (params) => {
    expect(rpcParams.wallet_revokePermissions.safeParse(params).success).toBe(true)
  })

  test.each([
    ['a short context', [{ permissionsContext: '0x1234' }]],
    ['a context of 31.5 ids', [{ permissionsContext: id.slice(0, -2) }]],
    ['17 ids', [{ permissionsContext: `0x${'12'.repeat(32 * 17)}` }]],
    ['both forms at once', [{ permissionsContext: id, eth_accounts: {} }]],
    ['no parameter', []],
  ])('%s fails', (_, params) => {
    expect(rpcParams.wallet_revokePermissions.safeParse(params).success).toBe(false)
  })

  test('PermissionsContext says what it expects', () => {
    expect(PermissionsContext.safeParse('0x').error?.issues[0]?.message).toBe(
      'expected a permissions context: 0x and 32-byte permission ids',
    )
  })
})

describe('wallet_getPermissions takes nothing, or a chain and an account', () => {
  test.each([[[]], [[{}]], [[{ chainId: '0x7a69', address: key }]]])('%j passes', (params) => {
    expect(permissionParams.wallet_getPermissions.safeParse(params).success).toBe(true)
  })

  test.each([[[{ chainId: 31337 }]], [[{ account: key }]], [['0x7a69']]])('%j fails', (params) => {
    expect(permissionParams.wallet_getPermissions.safeParse(params).success).toBe(false)
  })
})
