import { type Address, formatUnits, getAddress, isAddress } from 'viem'
import { serverLog } from '@/server/log/serverLog'
import type { ServerServices } from '../api/ServerServices'
import { readTokenBalances } from '../blockchain/readTokenBalances'
import { tokenIconUrl } from '../blockchain/tokenIconUrl'
import { getAccountHistory } from '../history/getAccountHistory'
import type { HistoryItem } from '../history/HistoryItem'
import { type ExplorerBalance, type ExplorerChainInfo, explorerChainInfo } from './ExplorerChainInfo'
import { explorerChain } from './explorerChain'
import { readNames } from './internal/readNames'

const log = serverLog('explorer')

/** What the explorer's address page shows. */
export type ExplorerAddress = {
  chain: ExplorerChainInfo
  address: Address
  name: string | null
  /** Undefined when the node did not answer: the page says so rather than failing. */
  balances: ExplorerBalance[] | undefined
  /** The newest transactions touching the address, as the history indexer recorded them. */
  history: HistoryItem[]
  /** Whether older transactions exist than those listed. */
  moreHistory: boolean
  /** The `.latch.id` names of the history's senders and recipients, by lowercased address. */
  names: ReadonlyMap<string, string>
}

/** How many transactions the address page lists. */
const explorerHistoryLength = 25

/**
 * An address of a served chain as the explorer shows it: its `.latch.id` name, its native and token
 * balances (with USD values where the AMM prices them), and its newest indexed transactions.
 * Undefined, for a 404, when the chain id or the address is not well-formed or the chain is not
 * served. Any well-formed address has a page, if an empty one.
 *
 * @example
 * const page = await readExplorerAddress(services, { chainId: '31337', address: '0xf39F…2266' })
 * page?.balances?.[0] // { symbol: 'ETH', amount: '10000', usdValue: 30000000, … }
 */
export async function readExplorerAddress(
  services: Pick<ServerServices, 'db' | 'chains'>,
  params: { chainId: string; address: string },
): Promise<ExplorerAddress | undefined> {
  if (!isAddress(params.address, { strict: false })) return undefined
  const chain = explorerChain(services.chains, params.chainId)
  if (!chain) return undefined
  const address = getAddress(params.address)
  const [balances, history] = await Promise.all([
    readTokenBalances(chain, address).catch((error: unknown) => {
      log.warn(`no balances for ${address} on ${chain.network.id}`, { error })
      return undefined
    }),
    getAccountHistory(services.db, services.chains, {
      address,
      chainIds: [chain.network.id],
      pageSize: explorerHistoryLength,
      iconUrl: tokenIconUrl,
    }),
  ])
  const names = await readNames(services.db, [
    address,
    ...history.data.flatMap((item) => [item.metadata.sentFrom, item.metadata.sentTo]),
  ])
  return {
    chain: explorerChainInfo(chain),
    address,
    name: names.get(address.toLowerCase()) ?? null,
    balances: balances?.map(({ token, quantity, price }) => {
      const amount = formatUnits(quantity, token.decimals)
      return {
        symbol: token.symbol,
        name: token.name,
        token: token.address,
        amount,
        usdValue: price === undefined ? undefined : price * Number(amount),
      }
    }),
    history: history.data,
    moreHistory: history.next !== null,
    names,
  }
}
