import { asSocialProvider, socialProviderNames } from '@/embedded/social/socialProviderNames'
import english from '@/i18n/compiled/en/popup'

/**
 * The start page's line in the visitor's language (`t`, the popup room, English by default):
 * 'Connecting to GitHub…' for one of the six providers, else a neutral 'Connecting…' (the query
 * parameter is anyone's to write).
 *
 * @example
 * startText('github') // 'Connecting to GitHub…'
 * startText('<b>x</b>') // 'Connecting…'
 */
export function startText(provider: string | null, t: (typeof english)['popup'] = english.popup): string {
  const known = asSocialProvider(provider)
  return known ? t.connectingTo({ provider: socialProviderNames[known] }) : t.connecting()
}
