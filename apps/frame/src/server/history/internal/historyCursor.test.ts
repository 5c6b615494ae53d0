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
})
