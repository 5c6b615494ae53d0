import type { ChainNamespace } from '@latch/protocol'
import { bitcoinNetworksAtom, nearNetworksAtom, networksAtom, solanaNetworksAtom } from '@/state/atoms'
import type { Store } from '@/state/FrameContext'
import { namespacesWithNetworks } from '@/state/namespacesWithNetworks'
import { withFirst } from '@/state/withFirst'
import { dispatchNamespace } from './dispatchNamespace'

/**
 * Whether the app asked for a network of the namespace, so that it can be the active one
 * (namespacesWithNetworks, docs/namespaces.md).
 *
 * @example
 * if (!hasNetworksOf(store, 'solana')) throw new ProviderRpcError(4200, 'This app has no solana network')
 */
export function hasNetworksOf(store: Store, namespace: ChainNamespace): boolean {
  return namespacesWithNetworks({
    networks: store.get(networksAtom),
    solanaNetworks: store.get(solanaNetworksAtom),
    bitcoinNetworks: store.get(bitcoinNetworksAtom),
    nearNetworks: store.get(nearNetworksAtom),
  }).includes(namespace)
}

/**
 * Makes a namespace the active one at once (nothing to approve): Connect then lists its wallets.
 * Does nothing for a namespace the app has no network of; returns whether it switched.
 *
 * @example
 * switchNamespace(store, 'solana') // true where the app asked for solana:localnet
 */
export function switchNamespace(store: Store, namespace: ChainNamespace): boolean {
  if (!hasNetworksOf(store, namespace)) return false
  dispatchNamespace(store, { type: 'switch', namespace })
  dispatchNamespace(store, { type: 'switched' })
  return true
}

/**
 * Makes a Solana network the one the Solana account is read and signs on (the first of the list),
 * and solana the active namespace. False for a network the app did not ask for.
 *
 * @example
 * switchSolanaNetwork(store, 'solana:localnet')
 */
export function switchSolanaNetwork(store: Store, caipNetworkId: string): boolean {
  const networks = store.get(solanaNetworksAtom)
  if (!networks.some((network) => network.caipNetworkId === caipNetworkId)) return false
  dispatchNamespace(store, { type: 'switch', namespace: 'solana' })
  store.set(
    solanaNetworksAtom,
    withFirst(networks, (network) => network.caipNetworkId === caipNetworkId),
  )
  dispatchNamespace(store, { type: 'switched' })
  return true
}
