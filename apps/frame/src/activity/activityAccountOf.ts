import type { ChainNamespace } from '@latch/shared-types'
import type { BitcoinNetwork } from '@/networks/BitcoinNetwork'
import type { Network } from '@/networks/Network'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import { activeNamespaceAccount } from '@/state/activeNamespaceAccount'
import type { BitcoinAccount } from '@/state/bitcoinAccountOf'
import type { SolanaAccount } from '@/state/solanaAccountOf'

/** The network of an Activity list, as far as the list reads it. */
export type ActivityNetwork = Pick<
  Network | SolanaNetwork | BitcoinNetwork,
  'caipNetworkId' | 'nativeCurrency' | 'blockExplorer'
>

/** Whose transactions Activity lists: `key` names whose list a piece of state holds. */
export type ActivityAccount = {
  namespace: 'eip155' | 'solana' | 'bip122'
  key: string
  address: string
  /** Undefined for an EVM account on a network the host did not ask for: its list is empty. */
  network: ActivityNetwork | undefined
}

/**
 * The account Activity lists: the Solana or Bitcoin account where its namespace is the active one
 * and one is connected (docs/namespaces.md#activity), else the EVM account; undefined while nobody is.
 *
 * @example
 * activityAccountOf({ active: 'solana', evm, solana, bitcoin }) // { namespace: 'solana', key: 'solana:localnet:7S3P…', … }
 */
export function activityAccountOf(state: {
  active: ChainNamespace
  evm: { key: string; address: string; network: Network | undefined } | undefined
  solana: SolanaAccount | undefined
  bitcoin: BitcoinAccount | undefined
}): ActivityAccount | undefined {
  const { evm } = state
  // No NEAR account is given: its history needs a NEAR node (docs/namespaces.md#near).
  const other = activeNamespaceAccount(state.active, { solana: state.solana, bitcoin: state.bitcoin })
  if (other && other.namespace !== 'near') {
    const { key, address, network } = other.account
    return { namespace: other.namespace, key, address, network }
  }
  return evm && { namespace: 'eip155', key: evm.key, address: evm.address, network: evm.network }
}
