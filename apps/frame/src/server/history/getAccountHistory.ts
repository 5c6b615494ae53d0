import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Address } from 'viem'
import { serverLog } from '@/server/log/serverLog'
import { getTokenUsdPrices } from '../blockchain/getTokenUsdPrices'
import type { LocalChain, LocalChains } from '../chain/LocalChain'
import type { Database } from '../db/Database'
import { indexedTransfers, tokenMetadata } from '../db/schema'
import type { HistoryPage } from './HistoryPage'
import { buildHistoryItem, type StoredToken, type StoredTransfer } from './internal/buildHistoryItem'
import { encodeHistoryCursor, type HistoryPosition } from './internal/historyCursor'

const log = serverLog('history')

type AccountHistoryQuery = {
  address: Address
  /** The chains to look at; each must be one of the served chains. */
  chainIds: readonly number[]
  /** Where the previous page ended (decodeHistoryCursor of its `next`). */
  after?: HistoryPosition
  /** Default 20. */
  pageSize?: number
  /** The URL of a token's icon, by symbol. */
  iconUrl(symbol: string): string
  /** The onramp's treasury addresses: what they send is shown as a buy (see buildHistoryItem). */
  treasury?: readonly string[]
}

type TouchedRow = {
  tx_hash: string
  chain_id: number
  block_number: string
  tx_index: number
  mined_at: string
}

/**
 * One page of the indexed history of `address`: each transaction that moved value to or from it,
 * or that it sent, newest first (by block time, then chain, block and position in the block, so
 * the order is total and stable while new blocks arrive). USD values come from the AMM prices of
 * now; without them (a node that does not answer) the items come without value and price.
 *
 * @example
 * const page = await getAccountHistory(db, chains, { address, chainIds: [31337], iconUrl })
 * const more = page.next && (await getAccountHistory(db, chains, { ..., after: decodeHistoryCursor(page.next) }))
 */
export async function getAccountHistory(
  db: Database,
  chains: LocalChains,
  query: AccountHistoryQuery,
): Promise<HistoryPage> {
  const { chainIds, after, pageSize = 20, iconUrl } = query
  const account = query.address.toLowerCase()
  const treasury = new Set(query.treasury?.map((address) => address.toLowerCase()))
  if (chainIds.length === 0) return { data: [], next: null }
  const touched = await touchedTransactions(db, account, chainIds, after, pageSize + 1)
  const page = touched.slice(0, pageSize)
  if (page.length === 0) return { data: [], next: null }
  const rows = await db
    .select()
    .from(indexedTransfers)
    .where(
      or(
        ...page.map((tx) =>
          and(eq(indexedTransfers.chainId, tx.chain_id), eq(indexedTransfers.txHash, tx.tx_hash)),
        ),
      ),
    )
  const byTransaction = new Map<string, StoredTransfer[]>()
  for (const row of rows) {
    const key = `${row.chainId}:${row.txHash}`
    byTransaction.set(key, [...(byTransaction.get(key) ?? []), row])
  }
  const pageChains = [...new Set(page.map((tx) => tx.chain_id))].flatMap((id) => chains.get(id) ?? [])
  const [tokens, prices] = await Promise.all([readTokens(db, rows), readPrices(pageChains)])
  const data = page.flatMap((tx) => {
    const chain = chains.get(tx.chain_id)
    const txRows = byTransaction.get(`${tx.chain_id}:${tx.tx_hash}`)
    if (!chain || !txRows) return []
    const { deployment } = chain
    return buildHistoryItem({
      account,
      chain: {
        caipNetworkId: chain.network.caipNetworkId,
        nativeCurrency: chain.network.nativeCurrency,
        router: deployment?.router.toLowerCase(),
        weth: deployment?.weth.toLowerCase(),
      },
      rows: txRows,
      tokens: tokens.get(tx.chain_id) ?? new Map(),
      prices: prices.get(tx.chain_id) ?? new Map(),
      treasury,
      iconUrl,
    })
  })
  const last = page.at(-1)
  const next =
    touched.length > pageSize && last
      ? encodeHistoryCursor({
          minedAt: Number(last.mined_at),
          chainId: last.chain_id,
          blockNumber: BigInt(last.block_number),
          txIndex: last.tx_index,
        })
      : null
  return { data, next }
}

/**
 * The transactions touching `account`, in page order. Each way of touching it is a leg that an
 * index answers in order, cut at `limit`; their union, cut again, is the page.
 */
async function touchedTransactions(
  db: Database,
  account: string,
  chainIds: readonly number[],
  after: HistoryPosition | undefined,
  limit: number,
): Promise<TouchedRow[]> {
  const chainList = sql.join(
    chainIds.map((id) => sql`${id}::int`),
    sql`, `,
  )
  const afterClause = after
    ? sql`and (mined_at, chain_id, block_number, tx_index) < (to_timestamp(${after.minedAt}::bigint), ${after.chainId}::int, ${after.blockNumber.toString()}::bigint, ${after.txIndex}::int)`
    : sql``
  const order = sql`order by mined_at desc, chain_id desc, block_number desc, tx_index desc`
  const leg = (column: SQL) =>
    sql`(select distinct mined_at, chain_id, block_number, tx_index, tx_hash from indexed_transfers
      where ${column} = ${account} and chain_id in (${chainList}) ${afterClause} ${order} limit ${limit})`
  const { rows } = await db.execute<TouchedRow>(sql`
    select tx_hash, chain_id, block_number::text as block_number, tx_index,
      extract(epoch from mined_at)::bigint::text as mined_at
    from (${leg(sql`from_address`)} union ${leg(sql`to_address`)} union ${leg(sql`tx_from`)}) as touched
    ${order} limit ${limit}`)
  return rows
}

async function readTokens(
  db: Database,
  rows: readonly StoredTransfer[],
): Promise<Map<number, Map<string, StoredToken>>> {
  const addresses = [
    ...new Set(
      rows.flatMap((row) => [row.tokenAddress, row.tokenOutAddress]).filter((token) => token != null),
    ),
  ]
  const chainIds = [...new Set(rows.map((row) => row.chainId))]
  const found =
    addresses.length === 0
      ? []
      : await db
          .select()
          .from(tokenMetadata)
          .where(and(inArray(tokenMetadata.chainId, chainIds), inArray(tokenMetadata.address, addresses)))
  const tokens = new Map<number, Map<string, StoredToken>>()
  for (const token of found) {
    const ofChain = tokens.get(token.chainId) ?? new Map<string, StoredToken>()
    ofChain.set(token.address, token)
    tokens.set(token.chainId, ofChain)
  }
  return tokens
}

async function readPrices(chains: readonly LocalChain[]): Promise<Map<number, Map<string, number>>> {
  const prices = await Promise.all(
    chains.map(async (chain) => {
      try {
        return [chain.network.id, await getTokenUsdPrices(chain)] as const
      } catch (error) {
        log.warn(`no prices for chain ${chain.network.id}`, { error })
        return [chain.network.id, new Map<string, number>()] as const
      }
    }),
  )
  return new Map(prices)
}
