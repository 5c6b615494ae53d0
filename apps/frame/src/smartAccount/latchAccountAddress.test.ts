import { latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import fc from 'fast-check'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet } from './internal/testDevnet'
import { latchAccountAddress } from './latchAccountAddress'

let devnet: Awaited<ReturnType<typeof startTestDevnet>>

beforeAll(async () => {
  devnet = await startTestDevnet()
}, 120_000)
afterAll(() => devnet?.stop())

describe('latchAccountAddress', () => {
  it('is the address LatchAccountFactory gives the owner, for any owner', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 20, maxLength: 20 }), async (bytes) => {
        const owner = getAddress(`0x${Buffer.from(bytes).toString('hex')}`)
        const onChain = await devnet.client.readContract({
          address: smartAccountContracts.accountFactory,
          abi: latchAccountFactoryAbi,
          functionName: 'getAddress',
          args: [owner, 0n],
        })
        expect(latchAccountAddress(owner)).toBe(onChain)
      }),
      { numRuns: 10 },
    )
  })

  it('differs per owner and is checksummed', () => {
    const a = latchAccountAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const b = latchAccountAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(a).not.toBe(b)
    expect(a).toBe(getAddress(a))
  })
})
