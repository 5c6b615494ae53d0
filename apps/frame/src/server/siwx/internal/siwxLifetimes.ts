/** How long a nonce can be redeemed after it is issued. */
export const siwxNonceLifetimeMs = 10 * 60 * 1000

/** How long a session lasts: the `expirationTime` the nonce answer proposes for the message. */
export const siwxSessionLifetimeMs = 7 * 24 * 60 * 60 * 1000
