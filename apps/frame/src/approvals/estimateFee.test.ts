import { type Address, encodeFunctionData, parseEther, parseUnits } from 'viem'
import { getGasPrice } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estimateFee } from './estimateFee'
import { erc20CallsAbi } from './internal/knownAbis'
import { startTestDevnet } from './internal/startTestDevnet'

let devnet: Awaited<ReturnType<typeof startTestDevnet>>
beforeAll(async () => {
  devnet = await startTestDevnet()
}, 120_000)
afterAll(() => devnet?.stop())

const friend: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('estimateFee', () => {
  it("prices a plain transfer at 21000 gas and the node's gas price, in USD too", async () => {
    const fee = await estimateFee(
      devnet.client,
      { from: devnet.user, to: friend, value: parseEther('1') },
      { nativeUsdPrice: 2500 },
    )
    const gasPrice = await getGasPrice(devnet.client)
    expect(fee).toEqual({
      reverted: false,
      gas: 21_000n,
      gasPrice,
      feeWei: 21_000n * gasPrice,
      feeUsd: expect.stringMatching(/^(\$\d[\d,]*\.\d\d|< \$0\.01)$/),
    })
  })

  it("keeps the request's own gas and gas price", async () => {
    const fee = await estimateFee(devnet.client, {
      from: devnet.user,
      to: friend,
      value: 1n,
      gas: 30_000n,
      gasPrice: 3_000_000_000n,
    })
    expect(fee).toEqual({
      reverted: false,
      gas: 30_000n,
      gasPrice: 3_000_000_000n,
      feeWei: 90_000_000_000_000n,
    })
  })

  it('estimates a token transfer above a plain one', async () => {
    const data = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'transfer',
      args: [friend, parseUnits('1', 6)],
    })
    const fee = await estimateFee(devnet.client, {
      from: devnet.user,
      to: devnet.token('USDL').address,
      value: 0n,
      data,
    })
    if (fee.reverted) throw new Error(fee.reason)
    expect(fee.gas).toBeGreaterThan(21_000n)
    expect(fee).not.toHaveProperty('feeUsd')
  })

  it('gives the reason of a transaction that would revert', async () => {
    const data = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'transfer',
      args: [friend, parseUnits('1', 40)],
    })
    expect(
      await estimateFee(devnet.client, {
        from: devnet.user,
        to: devnet.token('USDL').address,
        value: 0n,
        data,
      }),
    ).toEqual({ reverted: true, reason: 'ERC20: insufficient balance' })
  })
})
