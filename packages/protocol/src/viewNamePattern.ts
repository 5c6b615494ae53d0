/**
 * The shape of a view name: PascalCase, at most 40 letters. Kept apart from the schemas so that the
 * SDK's guards use it without bringing zod into its bundle.
 *
 * @example
 * viewNamePattern.test('EmailVerifyOtp') // true
 */
export const viewNamePattern = /^[A-Z][A-Za-z]{0,39}$/
