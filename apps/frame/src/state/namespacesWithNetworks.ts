import type { ChainNamespace } from '@latch/protocol'

/**
 * The namespaces the app asked for networks of, in the order Connect offers them: only these can be
 * the active one. Under NEAR, Connect offers the embedded wallet's logins alone, as no wallet of the
 * page or of WalletConnect brings a NEAR account yet (docs/namespaces.md#near).
 *
 * @example
 * namespacesWithNetworks({ networks: [devnetA], solanaNetworks: [], bitcoinNetworks: [regtest], nearNetworks: [] }) // ['eip155', 'bip122']
 */
export function namespacesWithNetworks(state: {
  networks: readonly unknown[]
  solanaNetworks: readonly unknown[]
  bitcoinNetworks: readonly unknown[]
  nearNetworks: readonly unknown[]
}): ChainNamespace[] {
  const asked = {
    eip155: state.networks,
    solana: state.solanaNetworks,
    bip122: state.bitcoinNetworks,
    near: state.nearNetworks,
  }
  return (['eip155', 'solana', 'bip122', 'near'] as const).filter((namespace) => asked[namespace].length > 0)
}
