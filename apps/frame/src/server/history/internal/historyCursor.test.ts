import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor'

describe('historyCursor', () => {
  it('gives back the position it encoded', () => {
    const position = { minedAt: 1_700_000_000, chainId: 31338, blockNumber: 12_345_678_901n, txIndex: 3 }
    const cursor = encodeHistoryCursor(position)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(cursor)).toEqual(position)
  })

  it('refuses what it did not hand out', () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    for (const cursor of [
      '',
      'not a cursor!',
      Buffer.from('{').toString('base64url'),
      json({ minedAt: 1 }),
      json([1, 31337, '5']),
      json([1, 31337, 5, 0]),
      json([1, 0, '5', 0]),
      json([-1, 31337, '5', 0]),
      'A'.repeat(201),
    ])
      expect(decodeHistoryCursor(cursor), cursor).toBeNull()
  })

  it('refuses a field beyond what its column holds, and takes the largest that fits', () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    for (const fields of [
      [9007199254740991, 1, '0', 0],
      [253402300800, 1, '0', 0],
      [1, 2147483648, '0', 0],
      [1, 1, '9223372036854775808', 0],
      [1, 1, '99999999999999999999', 0],
      [1, 1, '0', 2147483648],
      [1, 1, '0', 1.5],
    ])
      expect(decodeHistoryCursor(json(fields)), JSON.stringify(fields)).toBeNull()
    expect(decodeHistoryCursor(json([253402300799, 2147483647, '9223372036854775807', 2147483647]))).toEqual({
      minedAt: 253402300799,
      chainId: 2147483647,
      blockNumber: 9223372036854775807n,
      txIndex: 2147483647,
    })
  })
})
