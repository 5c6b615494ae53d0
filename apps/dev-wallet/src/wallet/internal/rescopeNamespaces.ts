import type { SessionTypes } from '@walletconnect/types'

/**
 * A session's namespaces with its EIP-155 chains set to `chains`, each with `account`, and its
 * Solana, Bitcoin and NEAR chains (if it has any) each with `solanaAccount`, `bitcoinAccount` and
 * `nearAccount`: what a
 * session update sends to move the dapp to another account, or to add a chain.
 */
export function rescopeNamespaces(
  namespaces: SessionTypes.Namespaces,
  {
    account,
    chains,
    solanaAccount,
    bitcoinAccount,
    nearAccount,
  }: {
    account: string
    chains: readonly string[]
    solanaAccount?: string | undefined
    bitcoinAccount?: string | undefined
    nearAccount?: string | undefined
  },
): SessionTypes.Namespaces {
  const { solana, bip122, near } = namespaces
  const evmChains = chains.filter((chain) => chain.startsWith('eip155:'))
  const eip155 = namespaces.eip155 ?? { accounts: [], methods: [], events: [] }
  return {
    ...namespaces,
    ...(evmChains.length > 0 && {
      eip155: {
        ...eip155,
        chains: evmChains,
        accounts: evmChains.map((chain) => `${chain}:${account}`),
      },
    }),
    ...(solana &&
      solanaAccount && {
        solana: {
          ...solana,
          accounts: (solana.chains ?? []).map((chain) => `${chain}:${solanaAccount}`),
        },
      }),
    ...(bip122 &&
      bitcoinAccount && {
        bip122: {
          ...bip122,
          accounts: (bip122.chains ?? []).map((chain) => `${chain}:${bitcoinAccount}`),
        },
      }),
    ...(near &&
      nearAccount && {
        near: { ...near, accounts: (near.chains ?? []).map((chain) => `${chain}:${nearAccount}`) },
      }),
  }
}
