import type { ChainNamespace } from '@latch/protocol'
import { shortAddress } from '@/format/shortAddress'
import { namespaceNames } from './namespaceNames'

/** The features that work on Ethereum networks alone for now (docs/namespaces.md#ethereum-only). */
export type EthereumOnlyFeature = 'swap' | 'buy' | 'names'

const what: Record<EthereumOnlyFeature, string> = {
  swap: 'Swaps are',
  buy: 'Buying crypto is',
  names: 'Names are',
}

/**
 * What a view of an Ethereum-only feature says where another namespace is the active one: that the
 * feature is on Ethereum networks only, and which account it then uses. Undefined on eip155.
 *
 * @example
 * ethereumOnlyNotice('swap', 'solana', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'Swaps are on Ethereum networks only for now: this uses your Ethereum account 0xf39F…2266, not your Solana account.'
 */
export function ethereumOnlyNotice(
  feature: EthereumOnlyFeature,
  namespace: ChainNamespace,
  ethereumAddress: string | undefined,
): string | undefined {
  if (namespace === 'eip155') return undefined
  const account = ethereumAddress
    ? `your Ethereum account ${shortAddress(ethereumAddress)}`
    : 'an Ethereum account'
  return `${what[feature]} on Ethereum networks only for now: this uses ${account}, not your ${namespaceNames[namespace]} account.`
}
