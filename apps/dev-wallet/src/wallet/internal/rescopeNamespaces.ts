import type { SessionTypes } from '@walletconnect/types'

/**
 * A session's namespaces with its EIP-155 chains set to `chains`, each with `account`: what a
 * session update sends to move the dapp to another account, or to add a chain.
 */
export function rescopeNamespaces(
  namespaces: SessionTypes.Namespaces,
  { account, chains }: { account: string; chains: readonly string[] },
): SessionTypes.Namespaces {
  const eip155 = namespaces.eip155 ?? { accounts: [], methods: [], events: [] }
  return {
    ...namespaces,
    eip155: { ...eip155, chains: [...chains], accounts: chains.map((chain) => `${chain}:${account}`) },
  }
}
