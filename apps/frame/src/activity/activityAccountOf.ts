import type { ChainNamespace } from '@latch/shared-types'
import type { Network } from '@/networks/Network'
import type { SolanaNetwork } from '@/networks/SolanaNetwork'
import type { SolanaAccount } from '@/state/solanaAccountOf'

/** The network of an Activity list, as far as the list reads it. */
export type ActivityNetwork = Pick<
  Network | SolanaNetwork,
  'caipNetworkId' | 'nativeCurrency' | 'blockExplorer'
>

/** Whose transactions Activity lists: `key` names whose list a piece of state holds. */
export type ActivityAccount = {
  namespace: 'eip155' | 'solana'
  key: string
  address: string
  /** Undefined for an EVM account on a network the host did not ask for: its list is empty. */
  network: ActivityNetwork | undefined
}

/**
 * The account Activity lists: the Solana account where Solana is the active namespace and one is
 * connected (docs/namespaces.md#activity), else the EVM account; undefined while nobody is.
 *
 * @example
 * activityAccountOf({ active: 'solana', evm, solana }) // { namespace: 'solana', key: 'solana:localnet:7S3P…', … }
 */
export function activityAccountOf(state: {
  active: ChainNamespace
  evm: { key: string; address: string; network: Network | undefined } | undefined
  solana: SolanaAccount | undefined
}): ActivityAccount | undefined {
  const { active, evm, solana } = state
  if (active === 'solana' && solana)
    return { namespace: 'solana', key: solana.key, address: solana.address, network: solana.network }
  return evm && { namespace: 'eip155', key: evm.key, address: evm.address, network: evm.network }
}
