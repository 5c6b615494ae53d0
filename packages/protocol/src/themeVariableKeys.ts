/** The theme variables a host may set; each maps to one of the frame's design tokens. */
export const themeVariableKeys = [
  '--latch-accent',
  '--latch-color-mix',
  '--latch-color-mix-strength',
  '--latch-font-family',
  '--latch-font-size-master',
  '--latch-border-radius-master',
  '--latch-z-index',
] as const

/** One theme variable name. */
export type ThemeVariableKey = (typeof themeVariableKeys)[number]
