import { type Address, address } from '@solana/kit'
import { solanaPrograms } from '@/networks/solanaPrograms'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import type { SolanaCluster } from './SolanaCluster'
import { type SolanaToken, solanaTokenOf } from './solanaTokenOf'

const log = serverLog('solana')
const solanaReadTimeoutMs = 10_000

export type { SolanaToken } from './solanaTokenOf'

/** What an account holds of one token, in base units, with the token's USD price. */
export type SolanaTokenBalance = { token: SolanaToken; quantity: bigint; price: number | undefined }

/**
 * The account's SOL and its balance of every SPL token it holds, of the classic Token program and of
 * Token-2022 (every token account it owns of a mint added up), leaving out what it holds none of:
 * SOL first, then the tokens the deployment lists, in its order, then the others by mint. Prices are
 * the deployment's fixed reference prices, since a local cluster has no pools; a mint it does not
 * list goes by its address, unpriced (solanaTokenOf, docs/namespaces.md).
 *
 * @example
 * const balances = await readSolanaBalances(cluster, 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
 * balances[0] // { token: { symbol: 'SOL', … }, quantity: 1000000000000n, price: 150 }
 */
export async function readSolanaBalances(
  cluster: SolanaCluster,
  owner: string,
): Promise<SolanaTokenBalance[]> {
  const { network, rpc, deployment } = cluster
  const account = address(owner)
  // As long as the EVM reads wait for a node (10 s), and a cluster that does not answer is a 502.
  const abortSignal = AbortSignal.timeout(solanaReadTimeoutMs)
  const [{ value: lamports }, ...byProgram] = await Promise.all([
    rpc.getBalance(account).send({ abortSignal }),
    ...[solanaPrograms.token, solanaPrograms.token2022].map((programId) =>
      rpc
        .getTokenAccountsByOwner(account, { programId: address(programId) }, { encoding: 'jsonParsed' })
        .send({ abortSignal }),
    ),
  ]).catch((error: unknown) => {
    log.error(`the Solana cluster ${network.caipNetworkId} did not answer`, { error })
    throw new ApiError(502, `The Solana cluster ${network.caipNetworkId} did not answer`)
  })
  const held = new Map<Address, { quantity: bigint; decimals: number }>()
  for (const { account: tokenAccount } of byProgram.flatMap((answer) => answer.value)) {
    const { mint, tokenAmount } = tokenAccount.data.parsed.info
    const quantity = (held.get(mint)?.quantity ?? 0n) + BigInt(tokenAmount.amount)
    held.set(mint, { quantity, decimals: tokenAmount.decimals })
  }
  const listed: string[] = (deployment?.tokens ?? []).map((token) => token.mint)
  const order = (mint: string) => (listed.includes(mint) ? listed.indexOf(mint) : listed.length)
  const mints = [...held.keys()].sort((a, b) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0))
  const balances: SolanaTokenBalance[] = [
    {
      token: { mint: undefined, ...network.nativeCurrency },
      quantity: lamports,
      price: deployment?.nativeUsdPrice,
    },
    ...mints.map((mint) => {
      const { quantity, decimals } = held.get(mint) ?? { quantity: 0n, decimals: 0 }
      return { ...solanaTokenOf(deployment, mint, decimals), quantity }
    }),
  ]
  return balances.filter((balance) => balance.quantity > 0n)
}
