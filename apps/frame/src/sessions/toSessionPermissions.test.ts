import type { PermissionRequest } from '@latch/protocol/permissionParams'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { toSessionPermissions } from './toSessionPermissions'

const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const now = 1_800_000_000

const request = (permissions: PermissionRequest['permissions'], expiry = now + 3600): PermissionRequest => ({
  chainId: '0x7a69',
  expiry,
  signer: { type: 'key', data: { id: key.toLowerCase() } },
  permissions,
})

describe('toSessionPermissions', () => {
  it("makes a token transfer one permission on the token's transfer, limited to the allowance", () => {
    expect(
      toSessionPermissions(
        request([
          { type: 'erc20-token-transfer', data: { address: usdl.toLowerCase(), allowance: '0x989680' } },
        ]),
        { nowSeconds: now },
      ),
    ).toEqual([
      {
        permission: {
          signer: key,
          target: usdl,
          selector: '0xa9059cbb',
          token: usdl,
          allowance: 10_000_000n,
          validUntil: now + 3600,
        },
        function: 'transfer(address,uint256)',
      },
    ])
  })

  it('makes each function of a contract call a permission without a token limit, by signature or selector', () => {
    const granted = toSessionPermissions(
      request([
        {
          type: 'contract-call',
          data: {
            address: router,
            functions: ['swapExactTokensForETH(uint256,uint256,address[],address,uint256)', '0xA9059CBB'],
          },
        },
      ]),
      { nowSeconds: now },
    )
    expect(
      granted.map(({ permission, function: name }) => [
        permission.selector,
        permission.token,
        permission.allowance,
        name,
      ]),
    ).toEqual([
      ['0x18cbafe5', zeroAddress, 0n, 'swapExactTokensForETH(uint256,uint256,address[],address,uint256)'],
      ['0xa9059cbb', zeroAddress, 0n, '0xA9059CBB'],
    ])
  })

  it('refuses an expiry that is not in the future with -32602', () => {
    for (const expiry of [now, now - 1])
      expect(() =>
        toSessionPermissions(
          request([{ type: 'erc20-token-transfer', data: { address: usdl, allowance: '0x1' } }], expiry),
          { nowSeconds: now },
        ),
      ).toThrow(
        expect.objectContaining({
          code: -32602,
          message: 'The permissions expire in the past: expiry is unix seconds.',
        }),
      )
  })

  it('refuses the same permission twice, however it is spelled', () => {
    expect(() =>
      toSessionPermissions(
        request([
          {
            type: 'contract-call',
            data: { address: usdl, functions: ['transfer(address,uint256)', '0xa9059cbb'] },
          },
        ]),
        { nowSeconds: now },
      ),
    ).toThrow(
      expect.objectContaining({ code: -32602, message: 'The request asks for the same permission twice.' }),
    )
  })
})
