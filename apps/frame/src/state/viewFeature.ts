import type { ViewName } from '@latch/protocol'
import type { FeatureSwitch } from '@latch/shared-types'

const features: Partial<Record<ViewName, FeatureSwitch>> = {
  Transactions: 'history',
  WalletSend: 'send',
  WalletSendPreview: 'send',
  WalletReceive: 'receive',
  Swap: 'swaps',
  SwapSelectToken: 'swaps',
  SwapPreview: 'swaps',
  OnRampProviders: 'onramp',
  OnRampTokenSelect: 'onramp',
  OnRampFiatSelect: 'onramp',
  BuyInProgress: 'onramp',
}

/**
 * The feature switch a view belongs to, if any: with the switch off, nothing opens the view, as the
 * Account view offers no button for it.
 *
 * @example
 * viewFeature('SwapPreview') // 'swaps'
 * viewFeature('Connect') // undefined
 */
export function viewFeature(view: ViewName): FeatureSwitch | undefined {
  return features[view]
}
