import { formatUnits, getAddress } from 'viem'
import type { indexedTransfers, tokenMetadata } from '../../db/schema'
import type { HistoryItem } from '../HistoryItem'

export type StoredTransfer = typeof indexedTransfers.$inferSelect
export type StoredToken = Pick<typeof tokenMetadata.$inferSelect, 'name' | 'symbol' | 'decimals'>

export type HistoryChainInfo = {
  caipNetworkId: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** Lowercased; with `weth`, tells an AMM swap that paid out ether (which no log shows). */
  router: string | undefined
  weth: string | undefined
}

export type BuildHistoryItemInput = {
  /** Lowercased. */
  account: string
  chain: HistoryChainInfo
  /** Every stored row of the transaction. */
  rows: readonly StoredTransfer[]
  /** By lowercased token address. */
  tokens: ReadonlyMap<string, StoredToken>
  /** USD per whole token by lowercased address, and `native`. */
  prices: ReadonlyMap<string, number>
  iconUrl(symbol: string): string
}

type Transfer = HistoryItem['transfers'][number]

/**
 * A transaction as `account` sees it. Its transfers are the value movements to or from it
 * (`self` when both). A transaction it sent that swapped on the AMM is a `trade`; else `send` if
 * anything left the account, `receive` if something came in, and `execute` for a transaction it
 * sent that moved nothing of its own. A swap paying out ether goes through WETH to the router,
 * which then sends ether in a call no log records: that ether is taken from the last Swap.
 */
export function buildHistoryItem(input: BuildHistoryItemInput): HistoryItem {
  const { account, chain } = input
  const rows = [...input.rows].sort((a, b) => a.logIndex - b.logIndex)
  const [first] = rows
  if (!first) throw new Error('A history item needs at least one row')
  const own = rows.filter(
    (row) => row.kind !== 'swap' && (row.fromAddress === account || row.toAddress === account),
  )
  const transfers = own.map((row) =>
    transfer(input, row.tokenAddress, row.amount, directionOf(row.fromAddress, row.toAddress, account)),
  )
  const swaps = rows.filter((row) => row.kind === 'swap')
  const lastSwap = swaps.at(-1)
  const trade = lastSwap !== undefined && first.txFrom === account
  if (trade && !transfers.some((item) => item.direction === 'in')) {
    const paidEther = lastSwap.tokenOutAddress === chain.weth && lastSwap.toAddress === chain.router
    if (paidEther && lastSwap.amountOut !== null)
      transfers.push(transfer(input, null, lastSwap.amountOut, 'in'))
  }
  const operationType = trade
    ? 'trade'
    : transfers.some((item) => item.direction !== 'in')
      ? 'send'
      : transfers.length > 0
        ? 'receive'
        : 'execute'
  return {
    id: first.txHash,
    metadata: {
      operationType,
      hash: first.txHash,
      minedAt: first.minedAt.toISOString(),
      sentFrom: getAddress(first.txFrom),
      sentTo: getAddress(first.txTo),
      status: 'confirmed',
      nonce: first.txNonce,
      chain: chain.caipNetworkId,
    },
    transfers,
  }
}

function directionOf(from: string, to: string, account: string): Transfer['direction'] {
  if (from === account && to === account) return 'self'
  return from === account ? 'out' : 'in'
}

function transfer(
  input: BuildHistoryItemInput,
  token: string | null,
  amount: string,
  direction: Transfer['direction'],
): Transfer {
  const metadata = token === null ? undefined : input.tokens.get(token)
  const { name, symbol, decimals } =
    token === null
      ? input.chain.nativeCurrency
      : {
          name: metadata?.name ?? 'Unknown Token',
          symbol: metadata?.symbol ?? 'UNKNOWN',
          // Without decimals the amount is shown in base units rather than guessed.
          decimals: metadata?.decimals ?? 0,
        }
  const numeric = formatUnits(BigInt(amount), decimals)
  const price = input.prices.get(token ?? 'native')
  return {
    fungible_info: { name, symbol, icon: { url: input.iconUrl(symbol) } },
    direction,
    quantity: { numeric },
    ...(price === undefined ? {} : { value: Number(numeric) * price, price }),
    nft_info: null,
  }
}
