/**
 * The answer of POST /api/siwx/nonce: a single-use nonce for one sign-in message, the message's
 * `issuedAt`, and the `expirationTime` the session it opens should end at (ISO 8601). The nonce
 * itself must be redeemed within 10 minutes of `issuedAt`.
 */
export type SiwxNonce = { nonce: string; issuedAt: string; expirationTime: string }
