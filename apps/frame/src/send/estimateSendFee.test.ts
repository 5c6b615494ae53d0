import { describe, expect, it } from 'vitest'
import { AdapterError } from '@/connectors/AdapterError'
import { estimateSendFee } from './estimateSendFee'

const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('estimateSendFee', () => {
  it("multiplies the node's gas estimate for the call by its gas price", async () => {
    const asked: unknown[] = []
    const fee = await estimateSendFee(
      async (method, params) => {
        asked.push([method, params])
        return method === 'eth_estimateGas' ? '0x5208' : '0x3b9aca00'
      },
      from,
      { to, value: 10n, data: '0xa9059cbb' },
    )
    expect(fee).toEqual({
      namespace: 'eip155',
      total: 21_000_000_000_000n,
      gas: 21_000n,
      gasPrice: 1_000_000_000n,
    })
    expect(asked).toEqual([
      ['eth_estimateGas', [{ from, to, value: '0xa', data: '0xa9059cbb' }]],
      ['eth_gasPrice', []],
    ])
  })

  it("rejects the node's refusal as the adapter's estimate error, its words in details", async () => {
    const refusal = Object.assign(new Error('RPC error'), {
      shortMessage: 'execution reverted: ERC20: transfer amount exceeds balance',
    })
    const error = await estimateSendFee(() => Promise.reject(refusal), from, { to, value: 0n }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AdapterError)
    expect(error).toMatchObject({
      message: 'WagmiAdapter:estimateGas - error estimating gas',
      details: 'execution reverted: ERC20: transfer amount exceeds balance',
      cause: refusal,
    })
  })

  it('rejects an answer that is not a number the same way', async () => {
    await expect(estimateSendFee(async () => null, from, { to, value: 0n })).rejects.toMatchObject({
      message: 'WagmiAdapter:estimateGas - error estimating gas',
      details: 'The node gave no fee estimate',
    })
  })
})
