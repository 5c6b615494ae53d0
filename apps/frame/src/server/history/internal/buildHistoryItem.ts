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
  /** The onramp's treasury addresses, lowercased: what they send the account is a purchase. */
  treasury?: ReadonlySet<string>
  iconUrl(symbol: string): string
}

type Transfer = HistoryItem['transfers'][number]

/**
 * A transaction as `account` sees it. Its transfers are the value movements to or from it
 * (`self` when both), each with the `sender` and `recipient` of its row (a token's Transfer log, a
 * coin's transaction). A transaction it sent that swapped on the AMM is a `trade`; else `send` if
 * anything left the account, a `buy` if what came in came from an onramp treasury, `receive` if
 * something else came in, and `execute` for a transaction it sent that moved nothing of its own. A
 * swap paying out ether goes through WETH to the router, which then sends ether in a call no log
 * records: that ether is taken from the last Swap, as sent by the router to the account.
 *
 * @example
 * const item = buildHistoryItem({ account, chain, rows, tokens, prices, iconUrl })
 * item.transfers[0] // { direction: 'out', sender: '0x976E…', recipient: '0x14dC…', quantity: { numeric: '25' }, … }
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
    transfer(input, row.tokenAddress, row.amount, {
      direction: directionOf(row.fromAddress, row.toAddress, account),
      sender: row.fromAddress,
      recipient: row.toAddress,
    }),
  )
  const swaps = rows.filter((row) => row.kind === 'swap')
  const lastSwap = swaps.at(-1)
  const trade = lastSwap !== undefined && first.txFrom === account
  if (trade && !transfers.some((item) => item.direction === 'in')) {
    const paidEther = lastSwap.tokenOutAddress === chain.weth && lastSwap.toAddress === chain.router
    if (paidEther && lastSwap.amountOut !== null)
      transfers.push(
        transfer(input, null, lastSwap.amountOut, {
          direction: 'in',
          sender: lastSwap.toAddress,
          recipient: account,
        }),
      )
  }
  const fromTreasury = (item: Transfer) => input.treasury?.has(item.sender.toLowerCase()) === true
  const operationType = trade
    ? 'trade'
    : transfers.some((item) => item.direction !== 'in')
      ? 'send'
      : transfers.some(fromTreasury)
        ? 'buy'
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
  movement: { direction: Transfer['direction']; sender: string; recipient: string },
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
    direction: movement.direction,
    sender: getAddress(movement.sender),
    recipient: getAddress(movement.recipient),
    quantity: { numeric },
    ...(price === undefined ? {} : { value: Number(numeric) * price, price }),
    nft_info: null,
  }
}
