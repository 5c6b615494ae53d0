/** The kinds of embedded-wallet account (SPEC.md §6): a plain key or a smart account. */
export const accountTypes = ['eoa', 'smartAccount'] as const

/** One embedded-wallet account kind. */
export type AccountType = (typeof accountTypes)[number]
