import { type Address, encodeFunctionData, maxUint256, parseAbi, parseEther, parseUnits } from 'viem'
import { getBalance, readContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest'
import { erc20CallsAbi, routerSwapAbi } from './internal/knownAbis'
import { startTestDevnet } from './internal/startTestDevnet'
import { simulateBalanceChanges } from './simulateBalanceChanges'

let devnet: Awaited<ReturnType<typeof startTestDevnet>>
beforeAll(async () => {
  devnet = await startTestDevnet()
}, 120_000)
afterAll(() => devnet?.stop())

const friend: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = { id: 31337, name: 'Latch Devnet', nativeSymbol: 'ETH' }

function simulate(tx: { to: Address; data?: `0x${string}`; value?: bigint }) {
  return simulateBalanceChanges(devnet.client, {
    from: devnet.user,
    tx,
    tokens: devnet.tokens,
    nativeSymbol: 'ETH',
  })
}

describe('simulateBalanceChanges', () => {
  it('shows an ETH transfer as ETH going down by its value, without changing the chain', async () => {
    const before = await getBalance(devnet.client, { address: devnet.user })
    expect(await simulate({ to: friend, value: parseEther('1.5') })).toEqual({
      reverted: false,
      changes: [
        { symbol: 'ETH', address: 'native', decimals: 18, delta: -parseEther('1.5'), formatted: '-1.5' },
      ],
    })
    expect(await getBalance(devnet.client, { address: devnet.user })).toBe(before)
  })

  it('shows a USDL transfer in its 6 decimals', async () => {
    const usdl = devnet.token('USDL')
    const data = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'transfer',
      args: [friend, parseUnits('12.5', 6)],
    })
    expect(await simulate({ to: usdl.address, data })).toEqual({
      reverted: false,
      changes: [
        { symbol: 'USDL', address: usdl.address, decimals: 6, delta: -12_500_000n, formatted: '-12.5' },
      ],
    })
  })

  it('shows no balance change for an unlimited approve, which the description warns about', async () => {
    const usdl = devnet.token('USDL')
    const data = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'approve',
      args: [friend, maxUint256],
    })
    expect(await simulate({ to: usdl.address, data })).toEqual({ reverted: false, changes: [] })
    const description = describeRequest({
      method: 'eth_sendTransaction',
      params: [{ from: devnet.user, to: usdl.address, data }],
      chain,
      knownTokens: devnet.tokens,
      routers: [devnet.router],
    })
    expect(description).toMatchObject({
      call: { kind: 'erc20Approve', unlimited: true, spender: friend },
      warnings: [expect.objectContaining({ code: 'unlimitedApproval', symbol: 'USDL' })],
    })
  })

  it('shows a router swap of ETH for LTCH as ETH down and LTCH up by what the pool gives', async () => {
    const ltch = devnet.token('LTCH')
    const path = [devnet.weth, ltch.address]
    const value = parseEther('0.1')
    const [, expectedOut] = await readContract(devnet.client, {
      address: devnet.router,
      abi: parseAbi([
        'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
      ]),
      functionName: 'getAmountsOut',
      args: [value, path],
    })
    const data = encodeFunctionData({
      abi: routerSwapAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, path, devnet.user, BigInt(Math.floor(Date.now() / 1000) + 600)],
    })
    const result = await simulate({ to: devnet.router, data, value })
    if (result.reverted) throw new Error(result.reason)
    expect(result.changes).toEqual([
      { symbol: 'ETH', address: 'native', decimals: 18, delta: -value, formatted: '-0.1' },
      {
        symbol: 'LTCH',
        address: ltch.address,
        decimals: 18,
        delta: expectedOut,
        formatted: expect.stringMatching(/^\+\d/),
      },
    ])
    expect(expectedOut).toBeGreaterThan(0n)
  })

  it('gives the reason of a reverting call', async () => {
    const usdl = devnet.token('USDL')
    const data = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'transfer',
      args: [friend, parseUnits('1', 40)],
    })
    expect(await simulate({ to: usdl.address, data })).toEqual({
      reverted: true,
      reason: 'ERC20: insufficient balance',
    })
  })

  it('says so when the account cannot pay the value', async () => {
    const result = await simulate({ to: friend, value: parseEther('1000000') })
    expect(result).toEqual({ reverted: true, reason: expect.stringContaining('cannot pay') })
  })
})
