/** The colour schemes of the modal (SPEC.md §5). */
export const themeModes = ['light', 'dark'] as const

/** One colour scheme. */
export type ThemeMode = (typeof themeModes)[number]

/** The scheme used until the host sets one (SPEC.md §3). */
export const defaultThemeMode: ThemeMode = 'dark'

/** The host's design-token overrides; @latch/protocol restricts the keys and sanitises the values. */
export type ThemeVariables = Readonly<Partial<Record<`--latch-${string}`, string | number>>>

/** The modal's look (SPEC.md §3). */
export interface Theme {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}
