/** The colour schemes of the modal (docs/behaviour.md#validation). */
export const themeModes = ['light', 'dark'] as const

/** One colour scheme. */
export type ThemeMode = (typeof themeModes)[number]

/** The scheme used until the host sets one (docs/behaviour.md#entities). */
export const defaultThemeMode: ThemeMode = 'dark'
