import * as z from '../z'

/**
 * A code of an embedded wallet's second factor as the visitor types it: the authenticator app's six
 * digits, or a recovery code (ten base32 letters) however it was copied out.
 *
 * @example
 * SecondFactorCode.parse(' 123456 ') // '123456'
 * SecondFactorCode.parse('ABCDE FGHIJ') // 'ABCDE FGHIJ'
 */
export const SecondFactorCode = z
  .string()
  .check(
    z.trim(),
    z.regex(/^(\d{6}|[A-Za-z2-7]{5}[-\s]?[A-Za-z2-7]{5})$/, 'must be 6 digits or a recovery code'),
  )
export type SecondFactorCode = z.infer<typeof SecondFactorCode>
