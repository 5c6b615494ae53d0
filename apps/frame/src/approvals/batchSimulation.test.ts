import { devAccounts } from '@latch/localnet'
import { type Address, encodeFunctionData, getAddress, parseAbi, parseUnits } from 'viem'
import { getBalance, getCode, readContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchAccountAddress } from '@/smartAccount/latchAccountAddress'
import { batchSimulation } from './batchSimulation'
import { erc20CallsAbi, routerSwapAbi } from './internal/knownAbis'
import { startTestDevnet } from './internal/startTestDevnet'
import { simulateBalanceChanges } from './simulateBalanceChanges'

let devnet: Awaited<ReturnType<typeof startTestDevnet>>
let owner: Address
let account: Address
const usdlAmount = parseUnits('100', 6)

beforeAll(async () => {
  devnet = await startTestDevnet()
  // A dev account no other test of this devnet uses as its sender: its smart account is undeployed.
  owner = getAddress(devAccounts[7]?.address ?? '')
  account = latchAccountAddress(owner)
  // The undeployed smart account holds USDL (sent by the funded user), as after a purchase.
  await devnet.client.request({
    method: 'anvil_impersonateAccount' as never,
    params: [devnet.user] as never,
  })
  const hash = await devnet.client.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: devnet.user,
        to: devnet.token('USDL').address,
        data: encodeFunctionData({
          abi: erc20CallsAbi,
          functionName: 'transfer',
          args: [account, usdlAmount],
        }),
      },
    ] as never,
  })
  expect(hash).toMatch(/^0x/)
}, 120_000)
afterAll(() => devnet?.stop())

const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 600)

function approveAndSwap(amount: bigint) {
  const usdl = devnet.token('USDL').address
  return [
    {
      to: usdl,
      data: encodeFunctionData({
        abi: erc20CallsAbi,
        functionName: 'approve',
        args: [devnet.router, amount],
      }),
    },
    {
      to: devnet.router,
      data: encodeFunctionData({
        abi: routerSwapAbi,
        functionName: 'swapExactTokensForETH',
        args: [amount, 0n, [usdl, devnet.weth], account, deadline()],
      }),
    },
  ]
}

function simulate(calls: ReturnType<typeof approveAndSwap>) {
  return simulateBalanceChanges(devnet.client, {
    from: account,
    tx: batchSimulation({ calls, smartAccount: { address: account, owner, deployed: false } }),
    tokens: devnet.tokens,
    nativeSymbol: 'ETH',
  })
}

describe('batchSimulation of an undeployed smart account', () => {
  it('shows the combined changes of approve then swap: USDL down, ETH up, nothing changed on chain', async () => {
    const amount = parseUnits('10', 6)
    const [, expectedOut] = await readContract(devnet.client, {
      address: devnet.router,
      abi: parseAbi([
        'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
      ]),
      functionName: 'getAmountsOut',
      args: [amount, [devnet.token('USDL').address, devnet.weth]],
    })
    const result = await simulate(approveAndSwap(amount))
    expect(result).toEqual({
      reverted: false,
      changes: [
        {
          symbol: 'ETH',
          address: 'native',
          decimals: 18,
          delta: expectedOut,
          formatted: expect.stringMatching(/^\+0\.0/),
        },
        {
          symbol: 'USDL',
          address: devnet.token('USDL').address,
          decimals: 6,
          delta: -amount,
          formatted: '-10',
        },
      ],
    })
    expect(await getCode(devnet.client, { address: account })).toBeUndefined()
    expect(await getBalance(devnet.client, { address: account })).toBe(0n)
  })

  it('reverts as a whole when the second call does (the swap spends more than approved)', async () => {
    const [approve] = approveAndSwap(parseUnits('10', 6))
    const [, tooBig] = approveAndSwap(parseUnits('20', 6))
    if (!approve || !tooBig) throw new Error('no calls')
    expect(await simulate([approve, tooBig])).toEqual({ reverted: true, reason: expect.any(String) })
  })

  it('runs the calls of an EOA one by one, as they will be sent', () => {
    const calls = approveAndSwap(parseUnits('1', 6))
    expect(batchSimulation({ calls })).toEqual(calls)
  })
})
