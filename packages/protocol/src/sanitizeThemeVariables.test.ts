import { describe, expect, test } from 'vitest'
import { sanitizeThemeVariables } from './sanitizeThemeVariables'
import { ThemeVariables } from './schemas/ThemeVariables'
import { themeVariableKeys } from './themeVariableKeys'

const hostile = [
  'red;}body{display:none',
  'url(javascript:alert(1))',
  'expression(alert(1))',
  '</style><script>',
  '\\72 ed',
  '/* */',
  'x'.repeat(300),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  null,
  true,
  { toString: () => 'red' },
  ['red'],
]

describe('sanitizeThemeVariables', () => {
  test('keeps known keys with safe values as they are', () => {
    const input = {
      '--latch-accent': '#ff00aa',
      '--latch-color-mix': 'rgb(1, 2, 3)',
      '--latch-color-mix-strength': 10,
      '--latch-font-family': "'Inter', sans-serif",
      '--latch-font-size-master': '12px',
      '--latch-border-radius-master': '4px',
      '--latch-z-index': 999,
    }
    expect(sanitizeThemeVariables(input)).toEqual(input)
  })

  test('drops unknown keys', () => {
    expect(
      sanitizeThemeVariables({ '--latch-accent': '#f0a', evil: 'x', '--w3m-accent': 'red', __proto__: 'x' }),
    ).toEqual({ '--latch-accent': '#f0a' })
  })

  test.each(hostile)('drops the hostile value %j and keeps the rest', (value) => {
    expect(sanitizeThemeVariables({ '--latch-accent': value, '--latch-font-size-master': '12px' })).toEqual({
      '--latch-font-size-master': '12px',
    })
  })

  test.each([null, undefined, 'red', 10, true, []])('gives {} for %j', (input) => {
    expect(sanitizeThemeVariables(input)).toEqual({})
  })

  test('does not inherit a polluted key from a JSON __proto__', () => {
    const input = JSON.parse('{"__proto__": {"--latch-accent": "red"}}')
    expect(sanitizeThemeVariables(input)).toEqual({})
  })

  test('its output always passes ThemeVariables, whatever the input', () => {
    for (const value of [...hostile, '#fff', 12, 'x'.repeat(200)]) {
      const input = Object.fromEntries(themeVariableKeys.map((key) => [key, value]))
      expect(ThemeVariables.safeParse(sanitizeThemeVariables(input)).success, String(value)).toBe(true)
    }
  })
})
