/** The colour schemes of the modal (SPEC.md §5). */
export const themeModes = ['light', 'dark'] as const

/** One colour scheme. */
export type ThemeMode = (typeof themeModes)[number]

/** The scheme used until the host sets one (SPEC.md §3). */
export const defaultThemeMode: ThemeMode = 'dark'
