/** How long a mailed code (and a device link) can be redeemed. */
export const codeLifetimeMs = 10 * 60_000
/** Wrong codes that end a challenge. */
export const maxCodeAttempts = 5
/** One mail of a kind per address per this long (the kinds: `mailCooldownBucket`). */
export const mailCooldownMs = 30_000
export const accessTokenLifetimeMs = 15 * 60_000
export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60_000
/** An unwrap grant's life. */
export const unwrapGrantLifetimeMs = 60_000
/** How long a code of the second factor lets the session change the wallet's logins. */
export const secondFactorFreshMs = 5 * 60_000
/** How long a WebAuthn ceremony may take, from its options to its credential. */
export const passkeyCeremonyMs = 5 * 60_000
