import type { ChainNamespace } from '@latch/protocol'
import { activeNamespaceAccount } from '@/state/activeNamespaceAccount'
import type { BitcoinAccount } from '@/state/bitcoinAccountOf'
import type { NearAccount } from '@/state/nearAccountOf'
import type { SolanaAccount } from '@/state/solanaAccountOf'

/** The account a sign-in is for, and the network its message names. */
export type SignInAccount = {
  namespace: 'eip155' | 'solana' | 'bip122' | 'near'
  address: string | undefined
  /** CAIP-10. */
  caipAddress: string | undefined
  /** CAIP-2. */
  caipNetworkId: string | undefined
}

/**
 * Which connected account signs in (docs/namespaces.md#sign-in-with-solana): the active namespace's,
 * that is the Solana, Bitcoin or NEAR account where its namespace is active and one is connected,
 * else the EVM account on its network.
 *
 * @example
 * signInAccount({ activeNamespace: 'solana', evm: { address, caipAddress, caipNetworkId }, solana, bitcoin, near })
 * // { namespace: 'solana', address: '7S3P…', caipAddress: 'solana:localnet:7S3P…', caipNetworkId: 'solana:localnet' }
 */
export function signInAccount(state: {
  activeNamespace: ChainNamespace
  evm: { address: string | undefined; caipAddress: string | undefined; caipNetworkId: string | undefined }
  solana: SolanaAccount | undefined
  bitcoin: BitcoinAccount | undefined
  near: NearAccount | undefined
}): SignInAccount {
  const other = activeNamespaceAccount(state.activeNamespace, state)
  if (other)
    return {
      namespace: other.namespace,
      address: other.account.address,
      caipAddress: other.account.key,
      caipNetworkId: other.account.network.caipNetworkId,
    }
  return { namespace: 'eip155', ...state.evm }
}
