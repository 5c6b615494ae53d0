import type { SocialProvider } from '@latch/protocol'
import type { AnySocialProvider } from '@latch/shared-types'

/**
 * How each social provider is written for people. Keyed by @latch/protocol's `SocialProvider`, so a
 * provider added there does not compile until it has a name here (the test checks the keys too);
 * only the type is imported, which keeps zod out of the popup pages that read this.
 */
export const socialProviderNames: Readonly<Record<AnySocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/**
 * `value` as a social provider when it is one of the six OAuth logins, else undefined (any query
 * parameter can reach the popup pages; Farcaster has no popup).
 *
 * @example
 * asSocialProvider('github') // 'github'
 * asSocialProvider('toString') // undefined
 */
export function asSocialProvider(value: unknown): SocialProvider | undefined {
  return typeof value === 'string' && value !== 'farcaster' && Object.hasOwn(socialProviderNames, value)
    ? (value as SocialProvider)
    : undefined
}
