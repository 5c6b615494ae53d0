import { expect, test } from 'vitest'
import { ThemeVariables } from './ThemeVariables'

test('takes known keys with safe values, or none', () => {
  const theme = {
    '--latch-accent': '#ff00aa',
    '--latch-font-family': "'Inter', sans-serif",
    '--latch-z-index': 10,
  }
  expect(ThemeVariables.parse(theme)).toEqual(theme)
  expect(ThemeVariables.parse({})).toEqual({})
})

test.each([
  ['an unknown key', { '--w3m-accent': '#fff' }],
  ['a hostile value', { '--latch-accent': 'red;}body{display:none' }],
  ['a url', { '--latch-accent': 'url(javascript:alert(1))' }],
  ['NaN', { '--latch-z-index': Number.NaN }],
  ['a boolean', { '--latch-z-index': true }],
  ['null', { '--latch-accent': null }],
])('refuses %s', (_, theme) => {
  expect(ThemeVariables.safeParse(theme).success).toBe(false)
})
