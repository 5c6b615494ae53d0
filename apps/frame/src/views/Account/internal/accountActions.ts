import type { ViewName } from '@latch/protocol'
import { type FeatureSwitch, featureEnabled, type WalletFeature, walletFeatures } from '@latch/shared-types'

/** One action of the Account view: the feature it belongs to, its label and the view it opens. */
type AccountAction = { feature: WalletFeature; label: string; view: ViewName }

const actions: Partial<Record<WalletFeature, Omit<AccountAction, 'feature'> & { feature: FeatureSwitch }>> = {
  send: { feature: 'send', label: 'Send', view: 'WalletSend' },
  receive: { feature: 'receive', label: 'Receive', view: 'WalletReceive' },
  swaps: { feature: 'swaps', label: 'Swap', view: 'Swap' },
  onramp: { feature: 'onramp', label: 'Buy', view: 'OnRampProviders' },
}

/**
 * The Account view's actions in the host's `walletFeaturesOrder` (features it leaves out follow in
 * the default order), without the features it switched off or the frame does not have.
 *
 * @example
 * accountActions({ walletFeaturesOrder: ['receive', 'send'] }).map((a) => a.label) // ['Receive', 'Send']
 */
export function accountActions(
  features:
    | ({ walletFeaturesOrder?: readonly string[] | undefined } & {
        [Name in FeatureSwitch]?: boolean | undefined
      })
    | undefined,
): AccountAction[] {
  const order = [...(features?.walletFeaturesOrder ?? []), ...walletFeatures] as WalletFeature[]
  return [...new Set(order)].flatMap((feature) => {
    const action = actions[feature]
    return action && featureEnabled(features, action.feature) ? [{ ...action, feature }] : []
  })
}
