import { describe, expect, it } from 'vitest'
import { parseRpcTransaction } from './parseRpcTransaction.mjs'

const from = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

class WalletError extends Error {
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}
const invalidParams = (reason: string) => new WalletError(-32602, reason)

describe('parseRpcTransaction', () => {
  it('turns hex quantities into numbers', () => {
    expect(
      parseRpcTransaction(
        { from, to, value: '0xde0b6b3a7640000', gas: '0x5208', nonce: '0x7', data: '0x' },
        invalidParams,
      ),
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

  it('reads fee fields, and null as a field left out', () => {
    const transaction = parseRpcTransaction(
      { from, to: null, gasPrice: '0x3b9aca00', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1' },
      invalidParams,
    )
    expect(transaction).toMatchObject({
      to: undefined,
      gasPrice: 10n ** 9n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
    })
  })

  it('accepts input as the older name of data, and a missing to for contract creation', () => {
    const transaction = parseRpcTransaction({ from, input: '0x6001' }, invalidParams)
    expect(transaction.data).toBe('0x6001')
    expect(transaction.to).toBeUndefined()
  })

  it.each([
    [null, 'Invalid transaction.'],
    ['0x00', 'Invalid transaction.'],
    [{}, 'Invalid transaction: missing from.'],
    [{ from: 'me' }, 'Invalid transaction: bad from.'],
    [{ from, to: '0x12' }, 'Invalid transaction: bad to.'],
    [{ from, value: 100 }, 'Invalid transaction: bad value.'],
    [{ from, nonce: 7 }, 'Invalid transaction: bad nonce.'],
    [{ from, data: 'hi' }, 'Invalid transaction: bad data.'],
  ])('throws the wallet’s own -32602 error for %j', (bad, reason) => {
    let thrown: unknown
    try {
      parseRpcTransaction(bad, invalidParams)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(WalletError)
    expect(thrown).toMatchObject({ code: -32602, message: reason })
  })
})
