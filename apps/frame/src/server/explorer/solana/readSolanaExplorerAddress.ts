import { isAddress, address as toAddress } from '@solana/kit'
import { formatUnits } from 'viem'
import { serverLog } from '@/server/log/serverLog'
import type { ServerServices } from '../../api/ServerServices'
import { readSolanaBalances } from '../../solana/readSolanaBalances'
import { explorerSolanaCluster } from './explorerSolanaCluster'
import type { SolanaExplorerAddress } from './SolanaExplorerPages'
import { solanaExplorerChain } from './solanaExplorerChain'

const log = serverLog('explorer')

/** How many transactions the address page lists. */
const explorerHistoryLength = 25

/**
 * A Solana address of a served cluster as the explorer shows it: its SOL and SPL balances (priced
 * as Account prices them) and its newest transactions as the cluster lists them
 * (getSignaturesForAddress). Undefined, for a 404, when the cluster is not served or the address is
 * not base58; any well-formed address has a page, if an empty one.
 *
 * @example
 * const page = await readSolanaExplorerAddress(services, { cluster: 'solana:localnet', address: 'oeYf…' })
 * page?.balances?.[0] // { symbol: 'SOL', name: 'Solana', token: undefined, amount: '1000', usdValue: 150000 }
 */
export async function readSolanaExplorerAddress(
  services: Pick<ServerServices, 'solana'>,
  params: { cluster: string; address: string },
): Promise<SolanaExplorerAddress | undefined> {
  const cluster = explorerSolanaCluster(services.solana, params.cluster)
  if (!cluster || !isAddress(params.address)) return undefined
  const owner = toAddress(params.address)
  const [balances, signatures] = await Promise.all([
    readSolanaBalances(cluster, owner).catch(() => undefined),
    cluster.rpc
      .getSignaturesForAddress(owner, { limit: explorerHistoryLength + 1 })
      .send({ abortSignal: AbortSignal.timeout(10_000) })
      .catch((error: unknown) => {
        log.warn(`no transactions of ${owner} on ${cluster.network.caipNetworkId}`, { error })
        return []
      }),
  ])
  return {
    chain: solanaExplorerChain(cluster),
    address: owner,
    balances: balances?.map(({ token, quantity, price }) => {
      const amount = formatUnits(quantity, token.decimals)
      return {
        symbol: token.symbol,
        name: token.name,
        token: token.mint,
        amount,
        usdValue: price === undefined ? undefined : Number(amount) * price,
      }
    }),
    transactions: signatures.slice(0, explorerHistoryLength).map((entry) => ({
      signature: entry.signature,
      slot: Number(entry.slot),
      time: entry.blockTime === null ? undefined : new Date(Number(entry.blockTime) * 1000),
      failed: entry.err !== null,
    })),
    moreTransactions: signatures.length > explorerHistoryLength,
  }
}
