import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether two strings are equal, in a time that does not depend on where they differ: a stored
 * signature acts as the user's credential, so comparing one must not leak how much of a guess is right.
 */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b))
}
