import { describe, expect, it } from 'vitest'
import { ThemeVariables, themeVariableNames } from './ThemeVariables'

describe('ThemeVariables', () => {
  it('names the seven host overrides', () => {
    expect(themeVariableNames).toEqual([
      '--latch-accent',
      '--latch-color-mix',
      '--latch-color-mix-strength',
      '--latch-font-family',
      '--latch-font-size-master',
      '--latch-border-radius-master',
      '--latch-z-index',
    ])
  })

  it('parses numeric strings into numbers', () => {
    expect(ThemeVariables.parse({ '--latch-z-index': '50', '--latch-color-mix-strength': '20%' })).toEqual({
      '--latch-z-index': 50,
      '--latch-color-mix-strength': 20,
    })
  })

  it('rejects a whole object with an unsafe value', () => {
    expect(ThemeVariables.safeParse({ '--latch-accent': 'red;}' }).success).toBe(false)
  })
})
