import type { ThemeMode } from '@latch/shared-types'

export type ThemeTokenName =
  | 'background'
  | 'surface'
  | 'foreground'
  | 'muted'
  | 'muted-foreground'
  | 'border'
  | 'accent'
  | 'accent-foreground'
  | 'danger'
  | 'success'
  | 'warning'
  | 'overlay'
  | 'radius'
  | 'radius-sm'
  | 'radius-lg'
  | 'font-family'
  | 'font-size-base'
  | 'font-size-sm'
  | 'font-size-lg'
  | 'z-index'

/** One value per token; each becomes the custom property `--latch-<name>` on the modal root. */
export type ThemeTokens = Record<ThemeTokenName, string>

// Sizes derive from the two masters by var(), so a host that overrides a master rescales the whole set.
const shared = {
  radius: '16px',
  'radius-sm': 'calc(var(--latch-radius) * 0.5)',
  'radius-lg': 'calc(var(--latch-radius) * 1.5)',
  'font-family': "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'font-size-base': '15px',
  'font-size-sm': 'calc(var(--latch-font-size-base) * 0.85)',
  'font-size-lg': 'calc(var(--latch-font-size-base) * 1.25)',
  'z-index': '1000',
} as const

export const themeTokens: Record<ThemeMode, ThemeTokens> = {
  light: {
    ...shared,
    background: '#ffffff',
    surface: '#f4f5f7',
    foreground: '#16181d',
    muted: '#e9ebef',
    'muted-foreground': '#5f6672',
    border: '#dfe2e7',
    accent: '#3b6cf6',
    'accent-foreground': '#ffffff',
    danger: '#bf1f30',
    success: '#137040',
    warning: '#8f5600',
    overlay: 'rgba(16, 18, 22, 0.4)',
  },
  dark: {
    ...shared,
    background: '#15171b',
    surface: '#1e2126',
    foreground: '#f2f3f5',
    muted: '#2a2e35',
    'muted-foreground': '#9aa1ad',
    border: '#30343c',
    accent: '#5b85ff',
    'accent-foreground': '#0b1020',
    danger: '#ff7a82',
    success: '#3bc27a',
    warning: '#f0a52c',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
}
