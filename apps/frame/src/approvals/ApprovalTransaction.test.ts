import { describe, expect, it } from 'vitest'
import { parseTransactionRequest } from './ApprovalTransaction'
import { UnreadableRequestError } from './UnreadableRequestError'

const from = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc'
const to = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('parseTransactionRequest', () => {
  it('reads hex quantities, checksums addresses and takes input for data', () => {
    expect(
      parseTransactionRequest({
        from,
        to,
        value: '0xde0b6b3a7640000',
        input: '0xA9059CBB',
        gas: '0x5208',
        gasPrice: '0x3b9aca00',
        nonce: '0x7',
        chainId: '0x7a69',
      }),
    ).toEqual({
      from: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 10n ** 18n,
      data: '0xa9059cbb',
      gas: 21_000n,
      gasPrice: 1_000_000_000n,
      nonce: 7,
      chainId: 31337,
    })
  })

  it('defaults the value to 0 and leaves absent fields out', () => {
    expect(parseTransactionRequest({ from, to })).toEqual({
      from: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 0n,
    })
  })

  it('refuses what it cannot read rather than dropping it', () => {
    for (const [raw, message] of [
      [null, 'not an object'],
      [{ to }, 'from is not an address'],
      [{ from, to: 'bob.eth' }, 'to is not an address'],
      [{ from, to, value: '-1' }, 'value is not a quantity'],
      [{ from, to, value: `0x1${'0'.repeat(64)}` }, 'value is not a quantity'],
      [{ from, to, gas: 'lots' }, 'gas is not a quantity'],
      [{ from, to, data: '0xabc' }, 'data is not hex bytes'],
      [{ from, to, data: '0xab', input: '0xcd' }, 'both data and input'],
      [{ from }, 'no recipient and no contract code'],
    ] as const)
      expect(() => parseTransactionRequest(raw), message).toThrow(UnreadableRequestError)
    expect(() => parseTransactionRequest({ from, to, value: 'ten' })).toThrow(
      "The transaction's value is not a quantity",
    )
  })
})
