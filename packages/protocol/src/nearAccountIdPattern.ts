/**
 * A NEAR account id, as NEAR's protocol allows them: a named account (`alice.near`, `app.testnet`:
 * 2 to 64 lowercase letters and digits, with `-`, `_` and `.` only between them) or an implicit one
 * (its ed25519 key as 64 hex digits, which the same rule takes).
 *
 * @example
 * nearAccountIdPattern.test('alice.near') // true
 */
export const nearAccountIdPattern = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/
