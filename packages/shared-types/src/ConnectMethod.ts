/** The groups of the Connect view, in the order `features.connectMethodsOrder` can rearrange. */
export const connectMethods = ['email', 'social', 'passkey', 'wallet'] as const

/** One group of the Connect view. */
export type ConnectMethod = (typeof connectMethods)[number]
