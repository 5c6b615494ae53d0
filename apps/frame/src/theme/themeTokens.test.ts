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

// WCAG 2's relative luminance and contrast ratio (what axe checks).
function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = (hex.slice(1).match(/../g) ?? []).map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(one: string, other: string): number {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

describe('themeTokens', () => {
  it.each(['light', 'dark'] as const)('gives every text colour 4.5:1 on every ground in %s mode', (mode) => {
    const tokens = themeTokens[mode]
    const low: string[] = []
    for (const text of ['foreground', 'muted-foreground', 'danger', 'success', 'warning'] as const)
      for (const ground of ['background', 'surface', 'muted'] as const)
        if (contrast(tokens[text], tokens[ground]) < 4.5) low.push(`${text} on ${ground}`)
    if (contrast(tokens['accent-foreground'], tokens.accent) < 4.5) low.push('accent-foreground on accent')
    expect(low).toEqual([])
  })

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
