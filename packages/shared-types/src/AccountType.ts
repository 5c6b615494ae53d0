/** The kinds of embedded-wallet account (docs/behaviour.md#methods): a plain key or a smart account. */
export const accountTypes = ['eoa', 'smartAccount'] as const

/** One embedded-wallet account kind. */
export type AccountType = (typeof accountTypes)[number]
