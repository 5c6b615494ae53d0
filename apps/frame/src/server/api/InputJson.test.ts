import { describe, expect, it } from 'vitest'
import { InputJson } from './InputJson'

function nested(depth: number): unknown {
  let value: unknown = 'leaf'
  for (let level = 0; level < depth; level++) value = { a: [value] }
  return value
}

describe('InputJson', () => {
  it.each([null, true, 1.5, 'text', [], {}, { view: 'Connect', list: [1, 'b', { c: null }] }, nested(15)])(
    'accepts %j',
    (value) => {
      expect(InputJson.parse(value)).toEqual(value)
    },
  )

  it.each([
    ['a NUL in a string deep down', { a: [{ b: 'x\u0000' }] }, 'Expected no control characters'],
    ['a lone surrogate in a key', { 'k\ud800': 1 }, 'Expected no control characters'],
    ['a control character in a top-level string', 'line\nbreak', 'Expected no control characters'],
    ['nesting deeper than 32 levels', nested(17), 'Expected at most 32 levels of nesting'],
    ['a function', () => 1, 'Expected a JSON value'],
    ['an infinite number', [Number.POSITIVE_INFINITY], 'Expected a finite number'],
  ])('refuses %s', (_, value, message) => {
    const result = InputJson.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('walks a hostile depth without running out of stack', () => {
    expect(InputJson.safeParse(nested(200_000)).success).toBe(false)
  })
})
