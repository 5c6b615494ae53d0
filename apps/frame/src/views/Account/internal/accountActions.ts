import type { ViewName } from '@latch/protocol'
import { type FeatureSwitch, featureEnabled, type WalletFeature, walletFeatures } from '@latch/shared-types'

/** One action of the Account view: the feature it belongs to, its label and the view it opens. */
type AccountAction = { feature: WalletFeature; label: string; view: ViewName }

// What an account without an EVM part can do: swaps and the onramp are Ethereum's.
const withoutEvmFeatures: readonly WalletFeature[] = ['send', 'receive']

const actions: Partial<Record<WalletFeature, Omit<AccountAction, 'feature'> & { feature: FeatureSwitch }>> = {
  send: { feature: 'send', label: 'Send', view: 'WalletSend' },
  receive: { feature: 'receive', label: 'Receive', view: 'WalletReceive' },
  swaps: { feature: 'swaps', label: 'Swap', view: 'Swap' },
  onramp: { feature: 'onramp', label: 'Buy', view: 'OnRampProviders' },
}

/**
 * The Account view's actions in the host's `walletFeaturesOrder` (features it leaves out follow in
 * the default order), without the features it switched off or the frame does not have, nor, where
 * the account has no EVM part (`evm: false`, a host page's Solana or Bitcoin wallet), those only
 * Ethereum has.
 *
 * @example
 * accountActions({ walletFeaturesOrder: ['receive', 'send'] }).map((a) => a.label) // ['Receive', 'Send', 'Swap', 'Buy']
 * accountActions(undefined, { evm: false }).map((a) => a.label) // ['Send', 'Receive']
 */
export function accountActions(
  features:
    | ({ walletFeaturesOrder?: readonly string[] | undefined } & {
        [Name in FeatureSwitch]?: boolean | undefined
      })
    | undefined,
  account: { evm: boolean } = { evm: true },
): AccountAction[] {
  const order = [...(features?.walletFeaturesOrder ?? []), ...walletFeatures] as WalletFeature[]
  return [...new Set(order)].flatMap((feature) => {
    const action = actions[feature]
    const offered = account.evm || withoutEvmFeatures.includes(feature)
    return action && offered && featureEnabled(features, action.feature) ? [{ ...action, feature }] : []
  })
}
