import { describe, expect, it } from 'vitest'
import { NameMessage } from '@/server/names/NameMessage'
import { buildNameMessage } from './buildNameMessage'

describe('buildNameMessage', () => {
  it('is the JSON of the name, no attributes and the time in whole unix seconds', () => {
    expect(buildNameMessage('alice.latch.id', Date.UTC(2030, 0, 1, 12, 0, 0, 999))).toBe(
      '{"name":"alice.latch.id","attributes":{},"timestamp":1893499200}',
    )
  })

  it("is a message the server's schema takes as it is", () => {
    const text = buildNameMessage('b\u00e9b\u00e9.latch.id', Date.UTC(2030, 0, 1))
    expect(NameMessage.parse(JSON.parse(text))).toEqual({
      name: 'b\u00e9b\u00e9.latch.id',
      attributes: {},
      timestamp: 1_893_456_000,
    })
  })
})
