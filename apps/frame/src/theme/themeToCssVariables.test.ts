import { describe, expect, it } from 'vitest'
import { themeToCssVariables } from './themeToCssVariables'
import { themeTokens } from './themeTokens'

describe('themeToCssVariables', () => {
  it('turns every token of the mode into a --latch- custom property', () => {
    const vars = themeToCssVariables('light', {})
    expect(Object.keys(vars)).toHaveLength(Object.keys(themeTokens.light).length)
    expect(vars['--latch-background']).toBe(themeTokens.light.background)
    expect(vars['--latch-accent-foreground']).toBe(themeTokens.light['accent-foreground'])
    expect(Object.keys(vars).every((key) => key.startsWith('--latch-'))).toBe(true)
  })

  it('follows the mode', () => {
    expect(themeToCssVariables('dark')['--latch-background']).toBe(themeTokens.dark.background)
    expect(themeToCssVariables('light')['--latch-background']).toBe(themeTokens.light.background)
  })

  it('lets the host override the matching tokens', () => {
    const vars = themeToCssVariables('dark', {
      '--latch-accent': '#ff0066',
      '--latch-font-family': 'Inter, sans-serif',
      '--latch-font-size-master': '12px',
      '--latch-border-radius-master': '4px',
      '--latch-z-index': 50,
    })
    expect(vars['--latch-accent']).toBe('#ff0066')
    expect(vars['--latch-font-family']).toBe('Inter, sans-serif')
    expect(vars['--latch-font-size-base']).toBe('12px')
    expect(vars['--latch-radius']).toBe('4px')
    expect(vars['--latch-z-index']).toBe('50')
  })

  it('mixes the colour into the surfaces only', () => {
    const vars = themeToCssVariables('light', {
      '--latch-color-mix': '#00ff00',
      '--latch-color-mix-strength': 30,
    })
    expect(vars['--latch-background']).toBe(
      `color-mix(in srgb, #00ff00 30%, ${themeTokens.light.background})`,
    )
    expect(vars['--latch-border']).toBe(`color-mix(in srgb, #00ff00 30%, ${themeTokens.light.border})`)
    expect(vars['--latch-foreground']).toBe(themeTokens.light.foreground)
    expect(vars['--latch-danger']).toBe(themeTokens.light.danger)
  })

  it('does not mix without a strength', () => {
    const vars = themeToCssVariables('light', { '--latch-color-mix': '#00ff00' })
    expect(vars['--latch-background']).toBe(themeTokens.light.background)
  })

  it('ignores unsafe and unknown overrides', () => {
    const vars = themeToCssVariables('dark', {
      '--latch-accent': 'red; } body { background: url(https://evil.example)',
      '--latch-font-family': 'x</style><script>alert(1)</script>',
      '--latch-background': 'red',
    })
    expect(vars).toEqual(themeToCssVariables('dark'))
    expect(JSON.stringify(vars)).not.toMatch(/evil|script/)
  })
})
