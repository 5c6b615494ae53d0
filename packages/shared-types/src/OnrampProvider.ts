import type { ChainNamespace } from './ChainNamespace'

/** A buy-crypto provider offered on the onramp screen (SPEC.md §3). */
export interface OnrampProvider {
  name: string
  label: string
  /** Display text such as '1-2%'. */
  feeRange: string
  url: string
  supportedChains: readonly ChainNamespace[]
}
