import { describe, expect, it } from 'vitest'
import { safeCssColor } from './internal/safeCssValues'
import { themeTokens } from './themeTokens'

const colorTokens = [
  'background',
  'surface',
  'foreground',
  'muted',
  'muted-foreground',
  'border',
  'accent',
  'accent-foreground',
  'danger',
  'success',
  'warning',
  'overlay',
] as const

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = (hex.slice(1).match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

describe('themeTokens', () => {
  it('gives both modes the same tokens', () => {
    expect(Object.keys(themeTokens.light).sort()).toEqual(Object.keys(themeTokens.dark).sort())
  })

  it.each(['light', 'dark'] as const)('has valid colours in %s mode', (mode) => {
    for (const name of colorTokens)
      expect([name, safeCssColor(themeTokens[mode][name]) !== undefined]).toEqual([name, true])
  })

  it.each(['light', 'dark'] as const)('puts light text on dark ground only in dark mode (%s)', (mode) => {
    const { background, foreground } = themeTokens[mode]
    const darkGround = luminance(background) < luminance(foreground)
    expect(darkGround).toBe(mode === 'dark')
  })

  it('derives the small and large sizes from the masters', () => {
    expect(themeTokens.dark['radius-sm']).toContain('var(--latch-radius)')
    expect(themeTokens.dark['font-size-sm']).toContain('var(--latch-font-size-base)')
  })
})
