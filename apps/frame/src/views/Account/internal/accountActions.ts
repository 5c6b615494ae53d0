import type { ChainNamespace, ViewName } from '@latch/protocol'
import { type FeatureSwitch, featureEnabled, type WalletFeature, walletFeatures } from '@latch/shared-types'

/**
 * One action of the Account view: the feature it belongs to, its label (the key of its message in
 * the account room) and the view it opens.
 */
type AccountAction = { feature: WalletFeature; label: 'send' | 'receive' | 'swap' | 'buy'; view: ViewName }

// What an account of another namespace alone can do: swaps and the onramp are Ethereum's, and a
// NEAR account sends nothing where no NEAR node can be read (docs/namespaces.md#near).
const aloneFeatures: Record<Exclude<ChainNamespace, 'eip155'>, readonly WalletFeature[]> = {
  solana: ['send', 'receive'],
  bip122: ['send', 'receive'],
  near: ['receive'],
}

const actions: Partial<Record<WalletFeature, Omit<AccountAction, 'feature'> & { feature: FeatureSwitch }>> = {
  send: { feature: 'send', label: 'send', view: 'WalletSend' },
  receive: { feature: 'receive', label: 'receive', view: 'WalletReceive' },
  swaps: { feature: 'swaps', label: 'swap', view: 'Swap' },
  onramp: { feature: 'onramp', label: 'buy', view: 'OnRampProviders' },
}

/**
 * The Account view's actions in the host's `walletFeaturesOrder` (features it leaves out follow in
 * the default order), without the features it switched off or the frame does not have, nor, where
 * an account of another namespace heads Account alone (a wallet with no EVM part), those it cannot do.
 *
 * @example
 * accountActions({ walletFeaturesOrder: ['receive', 'send'] }).map((a) => a.label) // ['receive', 'send', 'swap', 'buy']
 * accountActions(undefined, { namespace: 'bip122' }).map((a) => a.label) // ['send', 'receive']
 */
export function accountActions(
  features:
    | ({ walletFeaturesOrder?: readonly string[] | undefined } & {
        [Name in FeatureSwitch]?: boolean | undefined
      })
    | undefined,
  account: { namespace: ChainNamespace } = { namespace: 'eip155' },
): AccountAction[] {
  const order = [...(features?.walletFeaturesOrder ?? []), ...walletFeatures] as WalletFeature[]
  return [...new Set(order)].flatMap((feature) => {
    const action = actions[feature]
    const offered = account.namespace === 'eip155' || aloneFeatures[account.namespace].includes(feature)
    return action && offered && featureEnabled(features, action.feature) ? [{ ...action, feature }] : []
  })
}
