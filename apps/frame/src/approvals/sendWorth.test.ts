import {
  type Address,
  encodeFunctionData,
  maxUint256,
  parseEther,
  parseUnits,
  stringToHex,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { type DescribeRequestInput, describeRequest } from './describeRequest'
import { erc20CallsAbi, routerSwapAbi } from './internal/knownAbis'
import { sendWorth, type UsdPrices } from './sendWorth'

const account: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const friend: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ltch: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const router: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

const base = {
  chain: { id: 31337, name: 'Latch Devnet', nativeSymbol: 'ETH' },
  knownTokens: [
    { address: usdl, symbol: 'USDL', decimals: 6 },
    { address: ltch, symbol: 'LTCH', decimals: 18 },
  ],
  routers: [router],
} satisfies Omit<DescribeRequestInput, 'method' | 'params'>

// USDL at a dollar, ETH at 2,500; LTCH has no price.
const prices: UsdPrices = new Map([
  ['native', { usd: 2500, decimals: 18 }],
  [usdl.toLowerCase(), { usd: 1, decimals: 6 }],
])
const worth = (method: string, params: unknown, at: UsdPrices = prices) =>
  sendWorth(describeRequest({ ...base, method, params }), at)
const send = (tx: Record<string, unknown>, at?: UsdPrices) =>
  worth('eth_sendTransaction', [{ from: account, ...tx }], at)
const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20CallsAbi, functionName: 'transfer', args: [friend, amount] })

describe('sendWorth', () => {
  it('prices the native value and a known token transfer', () => {
    expect(send({ to: friend, value: toHex(parseEther('0.2')) })).toEqual({ kind: 'usd', usd: 500 })
    expect(send({ to: usdl, data: transfer(parseUnits('12.5', 6)) })).toEqual({
      kind: 'usd',
      usd: 12.5,
    })
    expect(send({ to: friend, value: '0x0' })).toEqual({ kind: 'none' })
  })

  it('adds every call of a batch, and what a swap pays in a token', () => {
    const swap = encodeFunctionData({
      abi: routerSwapAbi,
      functionName: 'swapExactTokensForETH',
      args: [parseUnits('40', 6), 1n, [usdl, ltch], account, 1n],
    })
    expect(
      worth('wallet_sendCalls', [
        {
          chainId: '0x7a69',
          from: account,
          calls: [
            { to: friend, value: toHex(parseEther('0.01')) },
            { to: usdl, data: transfer(parseUnits('5', 6)) },
            { to: router, data: swap },
          ],
        },
      ]),
    ).toEqual({ kind: 'usd', usd: 25 + 5 + 40 })
  })

  it('counts an allowance as a send: its amount, or no bound when unlimited', () => {
    const approve = (amount: bigint) =>
      encodeFunctionData({ abi: erc20CallsAbi, functionName: 'approve', args: [router, amount] })
    expect(send({ to: usdl, data: approve(parseUnits('3', 6)) })).toEqual({ kind: 'usd', usd: 3 })
    expect(send({ to: usdl, data: approve(maxUint256) })).toEqual({ kind: 'unlimited' })
  })

  it('cannot price a token without a price, nor the native coin before its price is known', () => {
    expect(send({ to: ltch, data: transfer(1n) })).toEqual({ kind: 'unpriced' })
    expect(send({ to: friend, value: '0x1' }, new Map())).toEqual({ kind: 'unpriced' })
    // A contract call the frame cannot read moves only its value, as far as the frame can tell.
    expect(send({ to: friend, data: '0x12345678' })).toEqual({ kind: 'none' })
  })

  it('leaves messages out, and cannot price a session grant', () => {
    expect(worth('personal_sign', [stringToHex('hello'), account])).toEqual({ kind: 'none' })
    expect(
      worth('wallet_grantPermissions', [
        {
          chainId: '0x7a69',
          expiry: 2_000_000_000,
          signer: { type: 'key', data: { id: friend } },
          permissions: [{ type: 'erc20-token-transfer', data: { address: usdl, allowance: '0x989680' } }],
        },
      ]),
    ).toEqual({ kind: 'unpriced' })
  })
})
