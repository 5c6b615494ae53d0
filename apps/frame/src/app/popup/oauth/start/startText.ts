import { asSocialProvider, socialProviderNames } from '@/embedded/social/socialProviderNames'

/**
 * The start page's line: 'Connecting to GitHub…' for one of the six providers, else a neutral
 * 'Connecting…' (the query parameter is anyone's to write).
 *
 * @example
 * startText('github') // 'Connecting to GitHub…'
 * startText('<b>x</b>') // 'Connecting…'
 */
export function startText(provider: string | null): string {
  const known = asSocialProvider(provider)
  return known ? `Connecting to ${socialProviderNames[known]}…` : 'Connecting…'
}
