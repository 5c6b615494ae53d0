import type { ChainNamespace } from '@latch/protocol'
import { shortAddress } from '@/format/shortAddress'
import type ethereumOnly from '@/i18n/compiled/en/ethereumOnly'
import { namespaceNames } from './namespaceNames'

/** The features that work on Ethereum networks alone for now (docs/namespaces.md#ethereum-only). */
export type EthereumOnlyFeature = 'swap' | 'buy' | 'names'

/**
 * What a view of an Ethereum-only feature says where another namespace is the active one: that the
 * feature is on Ethereum networks only, and which account it then uses, in the messages `t` of the
 * visitor's language. Undefined on eip155.
 *
 * @example
 * ethereumOnlyNotice(t, 'swap', 'solana', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'Swaps are on Ethereum networks only for now: this uses your Ethereum account 0xf39F…2266, not your Solana account.'
 */
export function ethereumOnlyNotice(
  t: (typeof ethereumOnly)['ethereumOnly'],
  feature: EthereumOnlyFeature,
  namespace: ChainNamespace,
  ethereumAddress: string | undefined,
): string | undefined {
  if (namespace === 'eip155') return undefined
  const named = { namespace: namespaceNames[namespace] }
  if (!ethereumAddress) return t[`${feature}NoAccount`](named)
  return t[feature]({ ...named, address: shortAddress(ethereumAddress) })
}
