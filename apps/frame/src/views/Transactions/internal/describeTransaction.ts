import type { TransactionHistoryItem, TransactionStatus, TransactionTransfer } from '@latch/shared-types'
import { transactionCounterparty } from '@/activity/transactionCounterparty'
import { withoutSpam } from '@/activity/withoutSpam'
import { numberSeparators } from '@/format/formatUsd'
import { shortAddress } from '@/format/shortAddress'
import type activity from '@/i18n/compiled/en/activity'

type ActivityMessages = (typeof activity)['activity']
/** The activity room's keys that title a transaction. */
type TitleKey =
  | 'sent'
  | 'received'
  | 'swapped'
  | 'approved'
  | 'bought'
  | 'contractCall'
  | 'minted'
  | 'burned'
  | 'deposited'
  | 'withdrew'
  | 'claimed'
  | 'deployed'
  | 'cancelled'
  | 'sentToSelf'
  | 'transaction'

/** What the list's icon shows. */
export type TransactionKind = 'send' | 'receive' | 'swap' | 'approve' | 'buy' | 'call' | 'other'

/** A history item in words, as the transactions list shows it. */
export type TransactionDescription = {
  kind: TransactionKind
  /** "Sent", "Received", "Swapped", "Approved", "Bought", "Contract call", … in the visitor's language */
  title: string
  /** Signed for what left or came ("-1.5 USDL", "+0.25 ETH"); a swap reads "1 ETH → 2,900 USDL". */
  amounts: string[]
  /** "to alice.latch.id", "from 0x7099…79C8": the name when known, else the short address. */
  counterparty?: { address: string; text: string }
  /** The time it was mined, in the visitor's time zone ("Mar 5, 14:02"). */
  time: string
  status: TransactionStatus
  /** Said ("Pending", "Failed") only when it is not the usual "confirmed". */
  statusText?: string
}

export type DescribeContext = {
  /** The connected account, whose point of view the words take. */
  account: string
  /**
   * The network's coin (ETH): a send whose transfers do not name their recipient (an upstream
   * history service's) names the address it called only when it moved the coin.
   */
  nativeSymbol: string
  /** Names by lowercased address; null when the address is known to have none. */
  labels: Readonly<Record<string, string | null>>
  /** For tests; the visitor's own otherwise. */
  timeZone?: string | undefined
  /** The visitor's language, for times and amounts; English unless given. */
  locale?: string | undefined
  /** The activity room's messages in the visitor's language, for the words. */
  messages: ActivityMessages
}

// The operation types of the history format beyond the four this server indexes (send, receive,
// trade, execute), which an upstream history service may answer. A Map: the type is the answer's to
// choose, and on a plain object `constructor` would find a function (SECURITY.md, "Caller-chosen keys").
const titles: ReadonlyMap<string, { kind: TransactionKind; title: TitleKey }> = new Map([
  ['send', { kind: 'send', title: 'sent' }],
  ['receive', { kind: 'receive', title: 'received' }],
  ['trade', { kind: 'swap', title: 'swapped' }],
  ['approve', { kind: 'approve', title: 'approved' }],
  ['buy', { kind: 'buy', title: 'bought' }],
  // The indexer records value movements (coin, ERC-20 Transfer and AMM Swap logs), not calldata: an
  // approval moves nothing, so the item cannot tell it from any other call (buildHistoryItem.ts).
  ['execute', { kind: 'call', title: 'contractCall' }],
  ['mint', { kind: 'receive', title: 'minted' }],
  ['burn', { kind: 'send', title: 'burned' }],
  ['deposit', { kind: 'send', title: 'deposited' }],
  ['withdraw', { kind: 'receive', title: 'withdrew' }],
  ['claim', { kind: 'receive', title: 'claimed' }],
  ['deploy', { kind: 'call', title: 'deployed' }],
  ['cancel', { kind: 'other', title: 'cancelled' }],
])

/**
 * One history item in words for the account that owns it: what happened, the amounts with their
 * symbols, the other party (by name when known), when, and its status. An item that moved only
 * spam NFTs is hidden (undefined); other items are described without their spam.
 *
 * @example
 * describeTransaction(received, { account, nativeSymbol: 'ETH', labels: {}, messages: activity.activity })
 * // { kind: 'receive', title: 'Received', amounts: ['+0.25 ETH'], counterparty: { text: 'from 0x7099…79C8', … }, … }
 */
export function describeTransaction(
  item: TransactionHistoryItem,
  context: DescribeContext,
): TransactionDescription | undefined {
  const shown = withoutSpam(item)
  if (!shown) return undefined
  const { transfers } = shown
  const status = shown.metadata.status ?? 'confirmed'
  const t = context.messages
  const { kind, title } = titleOf(shown)
  const party = transactionCounterparty(shown, context)
  const name = party ? (context.labels[party.address.toLowerCase()] ?? shortAddress(party.address)) : ''
  return {
    kind,
    title: t[title](),
    amounts:
      kind === 'swap'
        ? swapAmounts(transfers, context.locale)
        : transfers.map((transfer) => amountOf(transfer, true, context.locale)),
    ...(party
      ? {
          counterparty: {
            address: party.address,
            text: t[party.role]({ name }),
          },
        }
      : {}),
    time: formatTime(shown.metadata.minedAt, context.timeZone, context.locale),
    status,
    ...(status === 'pending'
      ? { statusText: t.pending() }
      : status === 'failed'
        ? { statusText: t.failed() }
        : {}),
  }
}

function titleOf(item: TransactionHistoryItem): { kind: TransactionKind; title: TitleKey } {
  const known = item.metadata.operationType ? titles.get(item.metadata.operationType) : undefined
  const { transfers } = item
  if (
    known?.kind === 'send' &&
    transfers.length > 0 &&
    transfers.every((transfer) => transfer.direction === 'self')
  )
    return { kind: 'send', title: 'sentToSelf' }
  if (known) return known
  if (transfers.some((transfer) => transfer.direction === 'out')) return { kind: 'send', title: 'sent' }
  if (transfers.length > 0) return { kind: 'receive', title: 'received' }
  return { kind: 'other', title: 'transaction' }
}

// "1 ETH → 2,900 USDL": what was given, then what came; signed amounts if a side is missing.
function swapAmounts(transfers: readonly TransactionTransfer[], locale: string | undefined): string[] {
  const given = transfers.filter((transfer) => transfer.direction === 'out')
  const got = transfers.filter((transfer) => transfer.direction === 'in')
  if (given.length === 0 || got.length === 0)
    return transfers.map((transfer) => amountOf(transfer, true, locale))
  const side = (list: TransactionTransfer[]) =>
    list.map((transfer) => amountOf(transfer, false, locale)).join(' + ')
  return [`${side(given)} → ${side(got)}`]
}

function amountOf(transfer: TransactionTransfer, signed: boolean, locale: string | undefined): string {
  const sign = !signed || transfer.direction === 'self' ? '' : transfer.direction === 'out' ? '-' : '+'
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name}`
  const symbol = transfer.fungible_info?.symbol ?? ''
  return `${sign}${formatQuantity(transfer.quantity.numeric, locale)}${symbol ? ` ${symbol}` : ''}`
}

/**
 * A decimal string for reading, exactly (no float): thousands grouped, at most 4 decimals for
 * amounts of 1 or more and 4 significant digits below, rounded half up ("2900.000000" → "2,900",
 * "0.000012345" → "0.00001235"). Anything that is not a plain decimal is shown as it came.
 */
function formatQuantity(numeric: string, locale: string | undefined): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  if (!match || (match[2] === '' && !match[3])) return numeric
  const [, minus = '', whole = '', fraction = ''] = match
  const wholeValue = BigInt(whole || '0')
  const leadingZeros = /^0*/.exec(fraction)?.[0].length ?? 0
  const decimals = wholeValue > 0n ? 4 : Math.min(leadingZeros + 4, fraction.length)
  let scaled = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n
  const digits = scaled.toString().padStart(decimals + 1, '0')
  const { group, decimal } = numberSeparators(locale)
  const intPart = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const fracPart = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const text = fracPart ? `${intPart}${decimal}${fracPart}` : intPart
  return scaled === 0n ? text : `${minus}${text}`
}

function formatTime(minedAt: string, timeZone: string | undefined, locale = 'en'): string {
  const time = Date.parse(minedAt)
  if (!Number.isFinite(time)) return ''
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(time)
}
