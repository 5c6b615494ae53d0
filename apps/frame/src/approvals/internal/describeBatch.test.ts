import { latchAccountAbi } from '@latch/contracts'
import { type Address, encodeFunctionData, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest } from '../describeRequest'
import { UnreadableRequestError } from '../UnreadableRequestError'
import { erc20CallsAbi, routerSwapAbi } from './knownAbis'

const account: Address = '0x1111111111111111111111111111111111111111'
const usdl: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const router: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

const base = {
  chain: { id: 31337, name: 'Latch Devnet', nativeSymbol: 'ETH' },
  knownTokens: [
    { address: usdl, symbol: 'USDL', decimals: 6 },
    { address: weth, symbol: 'WETH', decimals: 18 },
  ],
  routers: [router],
  nativeUsdPrice: 2500,
  account,
}

const approve = (amount: bigint) =>
  encodeFunctionData({ abi: erc20CallsAbi, functionName: 'approve', args: [router, amount] })
const swap = encodeFunctionData({
  abi: routerSwapAbi,
  functionName: 'swapExactTokensForETH',
  args: [parseUnits('10', 6), 1n, [usdl, weth], account, 2_000_000_000n],
})

describe('describeRequest: wallet_sendCalls', () => {
  it('describes every call in order: the approve with its amount, then the swap', () => {
    const description = describeRequest({
      ...base,
      method: 'wallet_sendCalls',
      params: [
        {
          chainId: '0x7a69',
          calls: [
            { to: usdl, data: approve(parseUnits('10', 6)) },
            { to: router, data: swap },
          ],
        },
      ],
    })
    expect(description).toMatchObject({
      method: 'wallet_sendCalls',
      account,
      calls: [
        {
          to: usdl,
          call: { kind: 'erc20Approve', spender: router, amount: { formatted: '10' }, unlimited: false },
        },
        {
          to: router,
          value: { formatted: '0', symbol: 'ETH' },
          call: { kind: 'swap', input: { symbol: 'USDL' }, output: { symbol: 'ETH', bound: 'at least' } },
        },
      ],
      warnings: [],
    })
    if (description.method !== 'wallet_sendCalls') throw new Error(description.method)
    expect(description.sent).toEqual([
      { to: usdl, value: 0n, data: approve(parseUnits('10', 6)).toLowerCase() },
      { to: router, value: 0n, data: swap.toLowerCase() },
    ])
  })

  it('numbers the warnings: an unlimited approve, and a batch for another chain', () => {
    const description = describeRequest({
      ...base,
      method: 'wallet_sendCalls',
      params: [
        {
          chainId: '0x1',
          calls: [
            { to: router, data: swap },
            { to: usdl, data: approve(maxUint256) },
          ],
        },
      ],
    })
    expect(description.method === 'wallet_sendCalls' && description.warnings).toEqual([
      { code: 'otherChain', of: 'batch', requested: '1', chain: { name: 'Latch Devnet', id: 31337 } },
      {
        code: 'inCall',
        call: 2,
        warning: { code: 'unlimitedApproval', spender: expect.stringMatching(/^0xCf7E/), symbol: 'USDL' },
      },
    ])
  })

  it.each([
    ['no calls', [{ calls: [] }]],
    ['a call with data that is not hex', [{ calls: [{ to: usdl, data: 'approve' }] }]],
    ['a call to no address', [{ calls: [{ to: '0x12' }] }]],
    ['no batch', []],
  ])('refuses %s', (_, params) => {
    expect(() => describeRequest({ ...base, method: 'wallet_sendCalls', params })).toThrow(
      UnreadableRequestError,
    )
  })
})

describe('describeRequest: eth_sendUserOperation', () => {
  it("describes the calls of the op's executeBatch", () => {
    const callData = encodeFunctionData({
      abi: latchAccountAbi,
      functionName: 'executeBatch',
      args: [[usdl, router], [], [approve(parseUnits('10', 6)), swap]],
    })
    expect(
      describeRequest({ ...base, method: 'eth_sendUserOperation', params: [{ sender: account, callData }] }),
    ).toMatchObject({
      method: 'eth_sendUserOperation',
      account,
      calls: [{ call: { kind: 'erc20Approve' } }, { call: { kind: 'swap' } }],
    })
  })
})
