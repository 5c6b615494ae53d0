import { base58, hex } from '@scure/base'

/**
 * Whether a NEAR account id is an implicit account's: its ed25519 key as 64 lowercase hex digits,
 * so that the id alone says which key signs for it (a named account's keys are on its chain).
 *
 * @example
 * isImplicitAccount('alice.near') // false
 */
export function isImplicitAccount(accountId: string): boolean {
  return /^[0-9a-f]{64}$/.test(accountId)
}

/**
 * The key of a NEAR implicit account, as NEAR names keys: the account id is the ed25519 public key
 * in hex, so the key is `ed25519:` and those bytes in base58.
 *
 * @example
 * implicitAccountKey('0'.repeat(64)) // 'ed25519:11111111111111111111111111111111'
 */
export function implicitAccountKey(accountId: string): string {
  if (!isImplicitAccount(accountId)) throw new Error(`${accountId} is not an implicit account`)
  return `ed25519:${base58.encode(hex.decode(accountId))}`
}
