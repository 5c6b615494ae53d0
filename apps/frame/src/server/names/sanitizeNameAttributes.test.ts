import { describe, expect, it } from 'vitest'
import { sanitizeNameAttributes } from './sanitizeNameAttributes'

describe('sanitizeNameAttributes', () => {
  it('keeps attributes that follow the rules as they are', () => {
    const attributes = {
      url: 'https://alice.example/',
      avatar: 'ipfs://bafy/a.png',
      description: "Alice's wallet",
      'com.twitter': 'alice',
    }
    expect(sanitizeNameAttributes(attributes)).toEqual(attributes)
    expect(sanitizeNameAttributes({ avatar: 'data:image/webp;base64,UklGR==' })).toEqual({
      avatar: 'data:image/webp;base64,UklGR==',
    })
  })

  it('leaves out URL attributes that break the rules, and keys and values of the wrong kind', () => {
    expect(
      sanitizeNameAttributes({
        url: 'javascript:alert(1)',
        avatar: 'data:image/svg+xml;base64,PHN2Zz4=',
        'bad key': 'x',
        number: 5,
        nested: { a: 1 },
      }),
    ).toEqual({})
  })

  it("keeps stored keys named like Object.prototype's members as text, and no prototype is replaced", () => {
    const stored = JSON.parse('{"constructor":"a","toString":"b","__proto__":"c"}')
    const answer = sanitizeNameAttributes(stored)
    expect(answer).toEqual({ constructor: 'a', toString: 'b', ['__proto__']: 'c' })
    expect(Object.getPrototypeOf(answer)).toBe(Object.prototype)
    expect(JSON.parse(JSON.stringify(answer))).toEqual(stored)
  })

  it('strips control and markup characters from text, trims it and cuts it to its length', () => {
    expect(
      sanitizeNameAttributes({
        description: ` <b onclick="x">hi</b>\u0000\u0007 ${'y'.repeat(600)}`,
        name: `\`a\`\ud800${'z'.repeat(300)}`,
        empty: ' <> ',
      }),
    ).toEqual({
      description: `b onclick=xhi/b ${'y'.repeat(600)}`.slice(0, 500),
      name: `a${'z'.repeat(255)}`,
    })
  })

  it('answers nothing for stored values that are not an object, and at most 20 attributes', () => {
    expect(sanitizeNameAttributes(null)).toEqual({})
    expect(sanitizeNameAttributes(undefined)).toEqual({})
    expect(sanitizeNameAttributes(['a'])).toEqual({})
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`k${index}`, 'v']))
    expect(Object.keys(sanitizeNameAttributes(many))).toHaveLength(20)
  })
})
