import { address } from '@solana/kit'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { formatUnits } from 'viem'
import type { Database } from '../../db/Database'
import { solanaTransfers } from '../../db/schema'
import type { SolanaClusters } from '../../solana/SolanaCluster'
import { solanaTokenOf } from '../../solana/solanaTokenOf'
import type { HistoryItem } from '../HistoryItem'
import type { HistoryPage } from '../HistoryPage'
import { encodeSolanaHistoryCursor, type SolanaHistoryPosition } from './solanaHistoryCursor'

type Row = typeof solanaTransfers.$inferSelect
type Transfer = HistoryItem['transfers'][number]

type SolanaAccountHistoryQuery = {
  owner: string
  /** The served clusters to look at. */
  caipNetworkIds: readonly string[]
  /** Where the previous page ended. */
  after?: SolanaHistoryPosition
  /** Default 20. */
  pageSize?: number
  /** The URL of a token's icon, by symbol. */
  iconUrl(symbol: string): string
}

/**
 * One page of the indexed Solana history of `owner` (startSolanaIndexer), newest first by slot and
 * then signature: each transaction that moved SOL or a token of theirs, or that they paid for, in
 * the history format of the EVM accounts. Each transfer's other party is the account whose balance
 * of the same token moved the other way (the fee payer where none did). Tokens are named and priced
 * as Account's Solana balances are (solanaTokenOf): the cluster's deployment, SOL at its reference
 * price; a mint it does not list is shown by its address, without a price.
 *
 * @example
 * const page = await getSolanaAccountHistory(db, services.solana, { owner, caipNetworkIds: ['solana:localnet'], iconUrl })
 * page.data[0].transfers[0] // { direction: 'out', quantity: { numeric: '2.5' }, fungible_info: { symbol: 'USDL', … }, … }
 */
export async function getSolanaAccountHistory(
  db: Database,
  clusters: SolanaClusters,
  query: SolanaAccountHistoryQuery,
): Promise<HistoryPage> {
  const { owner, caipNetworkIds, after, pageSize = 20 } = query
  if (caipNetworkIds.length === 0) return { data: [], next: null }
  const touched = await db
    .selectDistinct({
      caipNetworkId: solanaTransfers.caipNetworkId,
      signature: solanaTransfers.signature,
      slot: solanaTransfers.slot,
    })
    .from(solanaTransfers)
    .where(
      and(
        eq(solanaTransfers.owner, owner),
        inArray(solanaTransfers.caipNetworkId, [...caipNetworkIds]),
        after
          ? sql`(${solanaTransfers.slot}, ${solanaTransfers.signature}) < (${after.slot}, ${after.signature})`
          : undefined,
      ),
    )
    .orderBy(sql`${solanaTransfers.slot} desc`, sql`${solanaTransfers.signature} desc`)
    .limit(pageSize + 1)
  const page = touched.slice(0, pageSize)
  if (page.length === 0) return { data: [], next: null }
  const rows = await db
    .select()
    .from(solanaTransfers)
    .where(
      or(
        ...page.map((tx) =>
          and(
            eq(solanaTransfers.caipNetworkId, tx.caipNetworkId),
            eq(solanaTransfers.signature, tx.signature),
          ),
        ),
      ),
    )
  const data = page.flatMap((tx) => {
    const txRows = rows.filter(
      (row) => row.signature === tx.signature && row.caipNetworkId === tx.caipNetworkId,
    )
    const cluster = clusters.get(tx.caipNetworkId)
    return cluster ? [historyItem(owner, txRows, cluster, query.iconUrl)] : []
  })
  const last = page.at(-1)
  const next =
    touched.length > pageSize && last
      ? encodeSolanaHistoryCursor({ slot: last.slot, signature: last.signature })
      : null
  return { data, next }
}

function historyItem(
  owner: string,
  rows: readonly Row[],
  cluster: NonNullable<ReturnType<SolanaClusters['get']>>,
  iconUrl: (symbol: string) => string,
): HistoryItem {
  const [first] = rows
  if (!first) throw new Error('A Solana history item needs at least one row')
  const { nativeCurrency } = cluster.network
  const mine = rows.filter((row) => row.owner === owner && BigInt(row.amount) !== 0n)
  const transfers = mine.map((row): Transfer => {
    const amount = BigInt(row.amount)
    const out = amount < 0n
    // The other party: whoever's balance of the same token moved the other way, most of it first.
    const counterpart =
      rows
        .filter(
          (other) => other.mint === row.mint && other.owner !== owner && BigInt(other.amount) * amount < 0n,
        )
        .sort((a, b) => (abs(BigInt(b.amount)) > abs(BigInt(a.amount)) ? 1 : -1))[0]?.owner ?? first.feePayer
    // A token's decimals are the transaction's own record of them (its token balances), so even a
    // mint the deployment does not list is shown in whole tokens.
    const { token, price } =
      row.mint === ''
        ? { token: nativeCurrency, price: cluster.deployment?.nativeUsdPrice }
        : solanaTokenOf(cluster.deployment, address(row.mint), row.decimals)
    const { name, symbol } = token
    const numeric = formatUnits(abs(amount), row.decimals)
    return {
      fungible_info: { name, symbol, icon: { url: iconUrl(symbol) } },
      direction: out ? 'out' : 'in',
      sender: out ? owner : counterpart,
      recipient: out ? counterpart : owner,
      quantity: { numeric },
      ...(price === undefined ? {} : { value: Number(numeric) * price, price }),
      nft_info: null,
    }
  })
  const sent = transfers.some((transfer) => transfer.direction === 'out')
  const received = transfers.some((transfer) => transfer.direction === 'in')
  const outgoing = transfers.find((transfer) => transfer.direction === 'out')
  return {
    id: first.signature,
    metadata: {
      operationType: sent && received ? 'trade' : sent ? 'send' : received ? 'receive' : 'execute',
      hash: first.signature,
      minedAt: first.minedAt.toISOString(),
      sentFrom: first.feePayer,
      sentTo: outgoing?.recipient ?? owner,
      status: first.failed ? 'failed' : 'confirmed',
      chain: first.caipNetworkId,
    },
    transfers,
  }
}

const abs = (value: bigint) => (value < 0n ? -value : value)
