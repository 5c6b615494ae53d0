import { describe, expect, it } from 'vitest'
import { NearAccountId } from './nearParams'
import { rpcParams } from './rpcParams'

const nonce = Array.from({ length: 32 }, (_, index) => index)
const nonceBase64 = btoa(String.fromCharCode(...nonce))

describe('near_signMessage takes NEP-413 { message, recipient, nonce, callbackUrl?, state?, accountId? }', () => {
  it('takes the nonce as an array of 32 bytes or as base64, and answers it as bytes', () => {
    const asArray = rpcParams.near_signMessage.parse({ message: 'Hello', recipient: 'app.example', nonce })
    const asText = rpcParams.near_signMessage.parse({
      message: 'Hello',
      recipient: 'app.example',
      nonce: nonceBase64,
    })
    expect(asArray).toEqual({ message: 'Hello', recipient: 'app.example', nonce: Uint8Array.from(nonce) })
    expect(asText).toEqual(asArray)
  })

  it('keeps the optional callbackUrl, state and accountId', () => {
    const params = {
      message: '',
      recipient: 'alice.near',
      nonce,
      callbackUrl: 'https://app.example/done',
      state: 'abc',
      accountId: 'alice.testnet',
    }
    expect(rpcParams.near_signMessage.parse(params)).toEqual({ ...params, nonce: Uint8Array.from(nonce) })
  })

  it('refuses a nonce that is not 32 bytes, no recipient, a message too long, or a malformed account', () => {
    const good = { message: 'hi', recipient: 'app.example', nonce }
    for (const params of [
      { ...good, nonce: nonce.slice(1) },
      { ...good, nonce: [...nonce.slice(1), 256] },
      { ...good, nonce: btoa('short') },
      { ...good, nonce: undefined },
      { ...good, recipient: '' },
      { ...good, recipient: undefined },
      { ...good, message: 'x'.repeat(10_001) },
      { ...good, accountId: 'Alice.near' },
      [good.message, good.recipient],
    ])
      expect(rpcParams.near_signMessage.safeParse(params).success).toBe(false)
    expect(rpcParams.near_signMessage.safeParse({ ...good, nonce: [1, 2] }).error?.issues[0]?.message).toBe(
      'expected a nonce of 32 bytes: base64, or an array of 32 numbers from 0 to 255',
    )
  })
})

describe('NearAccountId', () => {
  it('takes named and implicit accounts, and refuses upper case, bad separators and length', () => {
    for (const id of ['alice.near', 'app.testnet', 'a-b_c.near', 'ab', 'f'.repeat(64)])
      expect(NearAccountId.safeParse(id).success).toBe(true)
    for (const id of ['Alice.near', 'a', 'alice..near', '.near', 'alice.', 'a-.near', 'f'.repeat(65)])
      expect(NearAccountId.safeParse(id).success).toBe(false)
  })
})

describe('near_signTransaction takes { transaction } as base64 or bytes', () => {
  const bytes = [13, 0, 0, 0, 97, 108, 105, 99, 101]
  it('answers the bytes either way', () => {
    const expected = { transaction: Uint8Array.from(bytes) }
    expect(rpcParams.near_signTransaction.parse({ transaction: bytes })).toEqual(expected)
    expect(
      rpcParams.near_signTransaction.parse({ transaction: btoa(String.fromCharCode(...bytes)) }),
    ).toEqual(expected)
  })
  it('refuses what is not bytes: text that is not base64, values beyond a byte, nothing', () => {
    for (const transaction of ['not base64!', 'AAA', [256], [-1], [], undefined, { 0: 1 }])
      expect(rpcParams.near_signTransaction.safeParse({ transaction }).success).toBe(false)
    expect(rpcParams.near_signTransaction.safeParse({ transaction: 'nope!' }).error?.issues[0]?.message).toBe(
      'expected a NEAR transaction: its Borsh bytes as base64, or as an array of numbers from 0 to 255',
    )
  })
})

describe('near_getAccounts takes nothing', () => {
  it('takes {} or no params, and refuses anything else', () => {
    expect(rpcParams.near_getAccounts.safeParse({}).success).toBe(true)
    expect(rpcParams.near_getAccounts.safeParse([]).success).toBe(true)
    for (const params of [{ accountId: 'alice.near' }, ['alice.near'], 'x'])
      expect(rpcParams.near_getAccounts.safeParse(params).error?.issues[0]?.message).toBe(
        'near_getAccounts takes no parameters',
      )
  })
})

describe('near_signTransactions takes { transactions }: 1 to 10 of them', () => {
  const bytes = [13, 0, 0, 0, 97]
  it('answers each as bytes', () => {
    expect(rpcParams.near_signTransactions.parse({ transactions: [bytes, btoa('abc')] })).toEqual({
      transactions: [Uint8Array.from(bytes), new TextEncoder().encode('abc')],
    })
  })
  it('refuses none, more than 10, or one that is not bytes', () => {
    for (const transactions of [[], Array.from({ length: 11 }, () => bytes), [bytes, 'not base64!'], bytes])
      expect(rpcParams.near_signTransactions.safeParse({ transactions }).success).toBe(false)
  })
})
