/** A token balance of a transaction's meta (preTokenBalances, postTokenBalances), as a cluster answers it. */
export type ParsedTokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}

/** What a transaction added to or took from one owner's balance of one token, in base units. */
export type SolanaTokenDelta = { owner: string; mint: string; delta: bigint; decimals: number }

/**
 * A transaction's token balance changes by owner and mint, from its balances before and after
 * (the owner of a token account the cluster does not name is written `token account #<index>`);
 * owners whose balance did not change are left out.
 *
 * @example
 * solanaTokenDeltas(meta.preTokenBalances, meta.postTokenBalances)
 * // [{ owner: '5mCG…', mint: 'Hp4A…', delta: -1000000n, decimals: 6 }, { owner: '2yaW…', …, delta: 1000000n }]
 */
export function solanaTokenDeltas(
  pre: readonly ParsedTokenBalance[] = [],
  post: readonly ParsedTokenBalance[] = [],
): SolanaTokenDelta[] {
  const deltas = new Map<string, SolanaTokenDelta>()
  const add = (balances: readonly ParsedTokenBalance[], sign: bigint) => {
    for (const balance of balances) {
      const owner = balance.owner ?? `token account #${balance.accountIndex}`
      const key = `${owner}:${balance.mint}`
      const entry = deltas.get(key) ?? {
        owner,
        mint: balance.mint,
        delta: 0n,
        decimals: balance.uiTokenAmount.decimals,
      }
      entry.delta += sign * BigInt(balance.uiTokenAmount.amount)
      deltas.set(key, entry)
    }
  }
  add(pre, -1n)
  add(post, 1n)
  return [...deltas.values()].filter((entry) => entry.delta !== 0n)
}
