import type { ConnectMethod } from './ConnectMethod'
import { limits } from './limits'
import { type AnySocialProvider, allSocialProviders } from './SocialProvider'
import type { WalletFeature } from './WalletFeature'

/** The host's feature switches (docs/behaviour.md#entities); `socials: false` hides social login. */
export interface Features {
  swaps?: boolean | undefined
  onramp?: boolean | undefined
  receive?: boolean | undefined
  send?: boolean | undefined
  email?: boolean | undefined
  history?: boolean | undefined
  analytics?: boolean | undefined
  socials?: readonly AnySocialProvider[] | false | undefined
  collapseWallets?: boolean | undefined
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  walletFeaturesOrder?: readonly WalletFeature[] | undefined
  /** Activity re-reads its first page while it lists a pending transaction (docs/behaviour.md#states-and-transitions, #constants-and-limits); off unless set. */
  pendingTransactions?: boolean | undefined
}

/**
 * What applies for a switch the host leaves out (docs/behaviour.md#constants-and-limits): everything on, email and socials unless
 * disabled; the pending-transaction watch is the exception, off by default (docs/behaviour.md#constants-and-limits).
 */
export const defaultFeatures = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  socials: allSocialProviders,
  collapseWallets: false,
  pendingTransactions: limits.pendingTransactions.enabledByDefault,
} as const satisfies Features

/** The switches of {@link Features} that are simply on or off. */
export type FeatureSwitch = {
  [Name in keyof typeof defaultFeatures]: (typeof defaultFeatures)[Name] extends boolean ? Name : never
}[keyof typeof defaultFeatures]

/**
 * Whether a switch is on: as the host set it, else its default (`defaultFeatures`), the one place
 * where what a left-out switch means is written.
 *
 * @example
 * featureEnabled({ swaps: false }, 'swaps') // false
 * featureEnabled(undefined, 'pendingTransactions') // false
 */
export function featureEnabled(
  features: { readonly [Name in FeatureSwitch]?: boolean | undefined } | undefined,
  name: FeatureSwitch,
): boolean {
  const value = features?.[name]
  return typeof value === 'boolean' ? value : defaultFeatures[name]
}
