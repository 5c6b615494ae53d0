import { describe, expect, it } from 'vitest'
import { parseRpcTransaction } from './parseRpcTransaction'

const from = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseRpcTransaction', () => {
  it('turns hex quantities into numbers', () => {
    expect(
      parseRpcTransaction({ from, to, value: '0xde0b6b3a7640000', gas: '0x5208', nonce: '0x7', data: '0x' }),
    ).toEqual({
      from,
      to,
      data: '0x',
      value: 10n ** 18n,
      gas: 21000n,
      gasPrice: undefined,
      maxFeePerGas: undefined,
      maxPriorityFeePerGas: undefined,
      nonce: 7,
    })
  })

  it('accepts input as the older name of data, and a missing to for contract creation', () => {
    const transaction = parseRpcTransaction({ from, input: '0x6001' })
    expect(transaction.data).toBe('0x6001')
    expect(transaction.to).toBeUndefined()
  })

  it('rejects malformed fields with -32602', () => {
    for (const bad of [
      null,
      {},
      { from: 'me' },
      { from, to: '0x12' },
      { from, value: 100 },
      { from, data: 'hi' },
    ]) {
      expect(() => parseRpcTransaction(bad)).toThrow(expect.objectContaining({ code: -32602 }))
    }
  })
})
