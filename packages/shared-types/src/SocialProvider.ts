/** The OAuth social logins an embedded wallet accepts (docs/behaviour.md#validation). */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** One OAuth social login. */
export type SocialProvider = (typeof socialProviders)[number]

/** The wider enumeration (docs/behaviour.md#entities): the OAuth logins plus Farcaster, which signs in through its own QR flow. */
export const allSocialProviders = [...socialProviders, 'farcaster'] as const

/** Any social login, Farcaster included. */
export type AnySocialProvider = (typeof allSocialProviders)[number]
