import type { ChainNamespace } from '@latch/protocol'

/**
 * The namespaces the app asked for networks of, in the order Connect offers them: only these can be
 * the active one (eip155 and solana: a Bitcoin or NEAR account comes only with the embedded wallet's
 * login, beside the others, so neither is picked on its own yet).
 *
 * @example
 * namespacesWithNetworks({ networks: [devnetA], solanaNetworks: [] }) // ['eip155']
 */
export function namespacesWithNetworks(state: {
  networks: readonly unknown[]
  solanaNetworks: readonly unknown[]
}): ChainNamespace[] {
  return (['eip155', 'solana'] as const).filter(
    (namespace) => (namespace === 'eip155' ? state.networks : state.solanaNetworks).length > 0,
  )
}
