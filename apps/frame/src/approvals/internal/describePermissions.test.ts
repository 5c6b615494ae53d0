import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from '../describeRequest'
import { UnreadableRequestError } from '../UnreadableRequestError'
import type { DescribedPermission } from './describePermissions'

const key: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const stranger: Address = '0x000000000000000000000000000000000000dEaD'
const expiry = 1_900_000_000

const describeFor = (method: string, params: unknown) =>
  describeRequest({
    method,
    params,
    chain: { id: 31337, name: 'Latch Devnet', nativeSymbol: 'ETH' },
    knownTokens: [{ address: usdl, symbol: 'USDL', decimals: 6 }],
    routers: [router],
  })

const grant = (permissions: unknown[], extra: object = {}) => [
  {
    chainId: '0x7a69',
    expiry,
    signer: { type: 'key', data: { id: key.toLowerCase() } },
    permissions,
    ...extra,
  },
]

describe('describeRequest: wallet_grantPermissions in plain words', () => {
  it('names the key, the expiry, the token contract and function, and the limit in USDL', () => {
    expect(
      describeFor(
        'wallet_grantPermissions',
        grant([
          { type: 'erc20-token-transfer', data: { address: usdl.toLowerCase(), allowance: '0x989680' } },
        ]),
      ),
    ).toEqual({
      method: 'wallet_grantPermissions',
      key,
      expiry,
      permissions: [
        {
          contract: usdl,
          contractName: 'USDL',
          function: 'transfer(address,uint256)',
          selector: '0xa9059cbb',
          limit: { raw: 10_000_000n, formatted: '10', symbol: 'USDL' },
        },
      ],
    })
  })

  it('says a contract call has no limit, and warns when it can move a known token', () => {
    const { permissions } = describeFor(
      'wallet_grantPermissions',
      grant([
        {
          type: 'contract-call',
          data: {
            address: router,
            functions: ['swapExactTokensForETH(uint256,uint256,address[],address,uint256)'],
          },
        },
        { type: 'contract-call', data: { address: usdl, functions: ['approve(address,uint256)'] } },
      ]),
    ) as { permissions: DescribedPermission[] }
    expect(
      permissions.map(({ contract, contractName, function: name, limit, warning }) => [
        contractName ?? contract,
        name,
        limit,
        warning,
      ]),
    ).toEqual([
      [router, 'swapExactTokensForETH(uint256,uint256,address[],address,uint256)', undefined, undefined],
      ['USDL', 'approve(address,uint256)', undefined, { code: 'noLimit', token: { symbol: 'USDL' } }],
    ])
  })

  it('shows the allowance of a token the frame does not know in base units, with a warning', () => {
    const { permissions } = describeFor(
      'wallet_grantPermissions',
      grant([{ type: 'erc20-token-transfer', data: { address: stranger, allowance: '0x64' } }]),
    ) as { permissions: DescribedPermission[] }
    expect(permissions[0]?.contractName).toBeUndefined()
    expect(permissions[0]).toMatchObject({
      contract: stranger,
      limit: { raw: 100n, formatted: '100' },
      warning: { code: 'unknownToken', token: stranger },
    })
  })

  it('refuses to describe what Latch cannot grant, or a grant for another chain', () => {
    for (const params of [
      grant([{ type: 'native-token-transfer', data: { allowance: '0x1' } }]),
      grant([{ type: 'erc20-token-transfer', data: { address: usdl, allowance: '0x1' } }], {
        chainId: '0x7a6a',
      }),
      grant([
        {
          type: 'contract-call',
          data: { address: usdl, functions: ['transfer(address,uint256)', '0xa9059cbb'] },
        },
      ]),
      [],
    ])
      expect(() => describeFor('wallet_grantPermissions', params)).toThrow(UnreadableRequestError)
  })
})

describe('describeRequest: wallet_revokePermissions', () => {
  it('lists the permission ids of the context', () => {
    const ids = [`0x${'ab'.repeat(32)}`, `0x${'cd'.repeat(32)}`]
    expect(
      describeFor('wallet_revokePermissions', [
        { permissionsContext: `0x${'AB'.repeat(32)}${'cd'.repeat(32)}` },
      ]),
    ).toEqual({ method: 'wallet_revokePermissions', permissionIds: ids })
  })

  it('refuses a request without a permissions context', () => {
    for (const params of [[{ eth_accounts: {} }], [{ permissionsContext: '0x12' }], []])
      expect(() => describeFor('wallet_revokePermissions', params)).toThrow(UnreadableRequestError)
  })
})
