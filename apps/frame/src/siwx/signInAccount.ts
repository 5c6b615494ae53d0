import type { ChainNamespace } from '@latch/protocol'
import type { SolanaAccount } from '@/state/solanaAccountOf'

/** The account a sign-in is for, and the network its message names. */
export type SignInAccount = {
  namespace: 'eip155' | 'solana'
  address: string | undefined
  /** CAIP-10. */
  caipAddress: string | undefined
  /** CAIP-2. */
  caipNetworkId: string | undefined
}

/**
 * Which connected account signs in (docs/namespaces.md#sign-in-with-solana): the active namespace's,
 * that is the Solana account where Solana is active and one is connected, else the EVM account on
 * its network.
 *
 * @example
 * signInAccount({ activeNamespace: 'solana', evm: { address, caipAddress, caipNetworkId }, solana })
 * // { namespace: 'solana', address: '7S3P…', caipAddress: 'solana:localnet:7S3P…', caipNetworkId: 'solana:localnet' }
 */
export function signInAccount(state: {
  activeNamespace: ChainNamespace
  evm: { address: string | undefined; caipAddress: string | undefined; caipNetworkId: string | undefined }
  solana: SolanaAccount | undefined
}): SignInAccount {
  const { solana } = state
  if (state.activeNamespace === 'solana' && solana)
    return {
      namespace: 'solana',
      address: solana.address,
      caipAddress: solana.key,
      caipNetworkId: solana.network.caipNetworkId,
    }
  return { namespace: 'eip155', ...state.evm }
}
