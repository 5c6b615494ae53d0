import type { ChainNamespace } from '@latch/protocol'

/**
 * The namespaces the app asked for networks of, in the order Connect offers them: only these can be
 * the active one. NEAR is not among them yet: its account comes only with the embedded wallet's
 * login, beside the others, so it is not picked on its own.
 *
 * @example
 * namespacesWithNetworks({ networks: [devnetA], solanaNetworks: [], bitcoinNetworks: [regtest] }) // ['eip155', 'bip122']
 */
export function namespacesWithNetworks(state: {
  networks: readonly unknown[]
  solanaNetworks: readonly unknown[]
  bitcoinNetworks: readonly unknown[]
}): ChainNamespace[] {
  const asked = { eip155: state.networks, solana: state.solanaNetworks, bip122: state.bitcoinNetworks }
  return (['eip155', 'solana', 'bip122'] as const).filter((namespace) => asked[namespace].length > 0)
}
