import { describe, expect, test } from 'vitest'
import { isSafeThemeValue } from './isSafeThemeValue'

describe('isSafeThemeValue', () => {
  test.each([
    '#ff00aa',
    '#F0A',
    'rgb(1, 2, 3)',
    'rgba(1, 2, 3, 0.5)',
    'hsl(120, 50%, 50%)',
    '12px',
    '0.75rem',
    '-1',
    "'Inter', sans-serif",
    '"Space Grotesk", system-ui',
    'var(--latch-accent)',
    'x'.repeat(200),
    10,
    0,
    -5,
    1.5,
  ])('accepts %j', (value) => {
    expect(isSafeThemeValue(value)).toBe(true)
  })

  test.each([
    'red;}body{display:none',
    'red; background: blue',
    'red}',
    '{',
    'url(javascript:alert(1))',
    'URL(https://evil.example/x.png)',
    'url(x)',
    'javascript:alert(1)',
    'expression(alert(1))',
    'EXPRESSION(alert(1))',
    '</style><script>alert(1)</script>',
    '<img src=x>',
    '\\72 ed',
    'r\\65 d',
    '\\',
    'red /* comment */',
    '/*',
    '@import "x"',
    'red\n}',
    'red\tblue',
    'red！',
    'x'.repeat(201),
    'x'.repeat(300),
    '',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    null,
    undefined,
    true,
    {},
    ['red'],
  ])('refuses %j', (value) => {
    expect(isSafeThemeValue(value)).toBe(false)
  })

  test('refuses a bigint, which CSS cannot take as a number', () => {
    expect(isSafeThemeValue(10n)).toBe(false)
  })
})
