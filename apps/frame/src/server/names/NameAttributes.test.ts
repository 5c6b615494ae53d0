import { describe, expect, it } from 'vitest'
import { NameAttributes } from './NameAttributes'

describe('NameAttributes', () => {
  it("keeps keys named like Object.prototype's members as text attributes", () => {
    const attributes = JSON.parse(
      '{"constructor":"Alice <b>","toString":"a","hasOwnProperty":"b","valueOf":"c","url":"https://a.example"}',
    )
    expect(NameAttributes.parse(attributes)).toEqual({
      constructor: 'Alice b',
      toString: 'a',
      hasOwnProperty: 'b',
      valueOf: 'c',
      url: 'https://a.example',
    })
  })

  it('drops the key __proto__ (as zod does for every record), never taking it for the prototype', () => {
    const result = NameAttributes.parse(JSON.parse('{"__proto__":{"polluted":"x"},"description":"hi"}'))
    expect(result).toEqual({ description: 'hi' })
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
    expect(Object.hasOwn(result, '__proto__')).toBe(false)
  })

  it('refuses a URL attribute that breaks its rule, naming it', () => {
    const result = NameAttributes.safeParse({ url: 'javascript:alert(1)' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['url'], message: 'Expected an http(s) URL' }),
    ])
  })
})
