import type { AnySocialProvider } from '@/embedded/api/fields'
import type { Login } from '@/embedded/api/loginsApi'
import { offeredSocials } from '@/wallets/catalogue/buildConnectList'

/**
 * The social accounts AccountSettings offers to link: the providers the host offers at Connect
 * (`features.socials`, in its order, Farcaster among them) less those among the wallet's logins
 * already.
 *
 * @example
 * linkableSocials(['google', 'github'], [googleLogin]) // ['github']
 */
export function linkableSocials(
  socials: readonly string[] | false | undefined,
  logins: readonly Login[],
): AnySocialProvider[] {
  const linked = new Set(logins.flatMap((login) => (login.kind === 'social' ? [login.provider] : [])))
  return offeredSocials(socials).filter((provider) => !linked.has(provider))
}
