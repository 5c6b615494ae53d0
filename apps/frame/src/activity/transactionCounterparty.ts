import type { TransactionHistoryItem } from '@latch/shared-types'

/** Who was on the other side of a history item, and which way its value went. */
type TransactionCounterparty = { address: string; role: 'from' | 'to' }

// A mint's Transfer comes from the zero address, which is nobody to name.
const zeroAddress = '0x0000000000000000000000000000000000000000'

/**
 * The other party of a history item, as far as the item says it:
 * - a receive (or a purchase) came from the `sender` of what came in, else the transaction's
 *   sender (`sentFrom`);
 * - a send went to the `recipient` of what left (for a token, its Transfer log's, since the
 *   transaction called the token's contract); without one (an upstream service may leave it
 *   out), to the address called only when it moved the network's coin: for a token transfer that
 *   address is the contract, so none is named rather than a wrong one;
 * - transfers to or from several others name none of them, rather than one at random;
 * - a contract call went to the contract;
 * - a swap, an approval or a send to oneself names no one.
 *
 * @example
 * transactionCounterparty(sentUsdlItem, { account: '0xf39F…', nativeSymbol: 'ETH' })
 * // { address: '0x7099…', role: 'to' } (the transfer's recipient, not the USDL contract)
 */
export function transactionCounterparty(
  item: TransactionHistoryItem,
  context: { account: string; nativeSymbol: string },
): TransactionCounterparty | undefined {
  const { operationType, sentFrom, sentTo } = item.metadata
  const account = context.account.toLowerCase()
  // Items may be an upstream service's, passed on unchecked: anything but a string names no one.
  const other = (address: string | undefined) =>
    typeof address === 'string' &&
    address !== '' &&
    address.toLowerCase() !== account &&
    address.toLowerCase() !== zeroAddress
      ? address
      : undefined
  // The one other party the transfers going `direction` name on `side`; null when they name several.
  const fromTransfers = (direction: 'in' | 'out', side: 'sender' | 'recipient') => {
    const parties = new Map<string, string>()
    for (const transfer of item.transfers) {
      const address = transfer.direction === direction ? other(transfer[side]) : undefined
      if (address && !parties.has(address.toLowerCase())) parties.set(address.toLowerCase(), address)
    }
    if (parties.size > 1) return null
    return [...parties.values()][0]
  }
  const party = (address: string | null | undefined, role: TransactionCounterparty['role']) =>
    address ? { address, role } : undefined
  switch (operationType) {
    case 'receive':
    case 'buy': {
      const sender = fromTransfers('in', 'sender')
      return party(sender === undefined ? other(sentFrom) : sender, 'from')
    }
    case 'send': {
      const recipient = fromTransfers('out', 'recipient')
      if (recipient !== undefined) return party(recipient, 'to')
      const movedCoin = item.transfers.some(
        (transfer) =>
          transfer.direction === 'out' &&
          !transfer.nft_info &&
          transfer.fungible_info?.symbol === context.nativeSymbol,
      )
      return party(movedCoin ? other(sentTo) : undefined, 'to')
    }
    case 'execute':
      return party(other(sentTo), 'to')
    default:
      return undefined
  }
}
