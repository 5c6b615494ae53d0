import type { SocialProvider } from '@/embedded/api/fields'
import type { Login } from '@/embedded/api/loginsApi'
import { offeredSocials } from '@/wallets/catalogue/buildConnectList'

/**
 * The social accounts AccountSettings offers to link: the providers the host offers at Connect
 * (`features.socials`, in its order) less those among the wallet's logins already. Farcaster signs
 * in without a provider's popup and is linked, when it is, otherwise.
 *
 * @example
 * linkableSocials(['google', 'github'], [googleLogin]) // ['github']
 */
export function linkableSocials(
  socials: readonly string[] | false | undefined,
  logins: readonly Login[],
): SocialProvider[] {
  const linked = new Set(logins.flatMap((login) => (login.kind === 'social' ? [login.provider] : [])))
  return offeredSocials(socials).filter(
    (provider): provider is SocialProvider => provider !== 'farcaster' && !linked.has(provider),
  )
}
