import type { ViewName } from '@latch/protocol'
import { type FeatureSwitch, featureEnabled } from '@latch/shared-types'
import { viewFeature } from './viewFeature'

const walletConnectViews: readonly ViewName[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']

/**
 * Why the host may not open `view`, or undefined when it may: its feature is off (by the host, or
 * for the visitor's time zone, `withheld`), or it pairs over WalletConnect where the frame offers
 * none. Such a view would open on nothing it could do.
 *
 * @example
 * viewUnavailable('Swap', { features: { swaps: false }, enableWalletConnect: true }, [])
 * // 'Swap is off: the host set features.swaps to false.'
 */
export function viewUnavailable(
  view: ViewName,
  config: {
    features?: { readonly [Name in FeatureSwitch]?: boolean | undefined } | undefined
    enableWalletConnect?: boolean | undefined
  },
  withheld: readonly FeatureSwitch[],
): string | undefined {
  const feature = viewFeature(view)
  if (feature && withheld.includes(feature)) return `${view} is not offered in the visitor's time zone.`
  if (feature && !featureEnabled(config.features, feature))
    return `${view} is off: the host set features.${feature} to false.`
  if (walletConnectViews.includes(view) && config.enableWalletConnect !== true)
    return `${view} is off: this frame offers no WalletConnect (enableWalletConnect, or no relay).`
  return undefined
}
