/** The account actions the Account view offers, in the order `features.walletFeaturesOrder` can rearrange. */
export const walletFeatures = ['swaps', 'send', 'receive', 'onramp'] as const

/** One Account-view action. */
export type WalletFeature = (typeof walletFeatures)[number]
