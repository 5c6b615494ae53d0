import { type Address, address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { serverLog } from '@/server/log/serverLog'
import { ApiError } from '../api/ApiError'
import type { SolanaCluster } from './SolanaCluster'

const log = serverLog('solana')
const solanaReadTimeoutMs = 10_000

/** A token the server knows on a Solana cluster: SOL (no `mint`) or an SPL token of the deployment. */
export type SolanaToken = {
  mint: Address | undefined
  name: string
  symbol: string
  decimals: number
}

/** What an account holds of one token, in base units, with the token's USD price. */
export type SolanaTokenBalance = { token: SolanaToken; quantity: bigint; price: number | undefined }

/**
 * The account's SOL and its balances of the deployment's SPL tokens (every token account it owns of a
 * mint added up), leaving out what it holds none of. Prices are the deployment's fixed reference
 * prices: a local cluster has no pools (docs/namespaces.md).
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
  const [{ value: lamports }, { value: tokenAccounts }] = await Promise.all([
    rpc.getBalance(account).send({ abortSignal }),
    deployment?.tokens.length
      ? rpc
          .getTokenAccountsByOwner(account, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' })
          .send({ abortSignal })
      : { value: [] },
  ]).catch((error: unknown) => {
    log.error(`the Solana cluster ${network.caipNetworkId} did not answer`, { error })
    throw new ApiError(502, `The Solana cluster ${network.caipNetworkId} did not answer`)
  })
  const held = new Map<string, bigint>()
  for (const { account: tokenAccount } of tokenAccounts) {
    const { mint, tokenAmount } = tokenAccount.data.parsed.info
    held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
  }
  const balances: SolanaTokenBalance[] = [
    {
      token: { mint: undefined, ...network.nativeCurrency },
      quantity: lamports,
      price: deployment?.nativeUsdPrice,
    },
    ...(deployment?.tokens ?? []).map(({ mint, name, symbol, decimals, usdPrice }) => ({
      token: { mint: address(mint), name, symbol, decimals },
      quantity: held.get(mint) ?? 0n,
      price: usdPrice,
    })),
  ]
  return balances.filter((balance) => balance.quantity > 0n)
}
