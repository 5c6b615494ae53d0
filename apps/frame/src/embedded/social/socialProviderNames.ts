import type { SocialProvider } from '@latch/protocol'

/**
 * How each social provider is written for people. Keyed by @latch/protocol's `SocialProvider`, so a
 * provider added there does not compile until it has a name here (the test checks the keys too);
 * only the type is imported, which keeps zod out of the popup pages that read this.
 */
export const socialProviderNames: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/**
 * `value` as a social provider when it is one of the six, else undefined (any query parameter can
 * reach the popup pages).
 *
 * @example
 * asSocialProvider('github') // 'github'
 * asSocialProvider('toString') // undefined
 */
export function asSocialProvider(value: unknown): SocialProvider | undefined {
  return typeof value === 'string' && Object.hasOwn(socialProviderNames, value)
    ? (value as SocialProvider)
    : undefined
}
