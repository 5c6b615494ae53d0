import { formatUnits } from 'viem'
import type { EsploraTx } from '@/networks/esploraShapes'
import type { HistoryItem } from '../history/HistoryItem'
import type { BitcoinChain } from './BitcoinChain'

type Transfer = HistoryItem['transfers'][number]

/**
 * One Esplora transaction as `address`'s history shows it: a send where the address spent any of
 * its outputs (a transfer out to each other address paid, or one to itself where it paid only
 * itself), else a receive of what it was paid (from the first input's address); BTC priced at the
 * network's price, mined or pending, at its block's time (or `now` while in the mempool).
 *
 * @example
 * bitcoinHistoryItem(chain, 'bcrt1q…', tx, new Date(), iconUrl) // { metadata: { operationType: 'receive', … }, transfers: [{ direction: 'in', … }] }
 */
export function bitcoinHistoryItem(
  chain: BitcoinChain,
  address: string,
  tx: EsploraTx,
  now: Date,
  iconUrl: string,
): HistoryItem {
  const { network, usdPrice } = chain
  const spent = tx.vin.reduce(
    (sum, input) => sum + (input.prevout?.scriptpubkey_address === address ? input.prevout.value : 0),
    0,
  )
  const paidToSelf = tx.vout.reduce(
    (sum, output) => sum + (output.scriptpubkey_address === address ? output.value : 0),
    0,
  )
  const firstSender =
    tx.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout?.scriptpubkey_address ?? 'coinbase'
  const others = tx.vout.filter(
    (output) => output.scriptpubkey_address && output.scriptpubkey_address !== address,
  )
  const transfer = (
    direction: Transfer['direction'],
    sender: string,
    recipient: string,
    sats: number,
  ): Transfer => {
    const numeric = formatUnits(BigInt(sats), network.nativeCurrency.decimals)
    return {
      fungible_info: {
        name: network.nativeCurrency.name,
        symbol: network.nativeCurrency.symbol,
        icon: { url: iconUrl },
      },
      direction,
      sender,
      recipient,
      quantity: { numeric },
      ...(usdPrice === undefined ? {} : { price: usdPrice, value: usdPrice * Number(numeric) }),
      nft_info: null,
    }
  }
  const sends = spent > 0
  const transfers = sends
    ? others.length > 0
      ? others.map((output) => transfer('out', address, output.scriptpubkey_address ?? '', output.value))
      : [transfer('self', address, address, paidToSelf)]
    : [transfer('in', firstSender, address, paidToSelf)]
  const minedAt = tx.status.block_time === undefined ? now : new Date(tx.status.block_time * 1000)
  return {
    id: `${network.caipNetworkId}:${tx.txid}`,
    metadata: {
      operationType: sends ? 'send' : 'receive',
      hash: tx.txid,
      minedAt: minedAt.toISOString(),
      sentFrom: sends ? address : firstSender,
      sentTo: sends ? (others[0]?.scriptpubkey_address ?? address) : address,
      status: tx.status.confirmed ? 'confirmed' : 'pending',
      chain: network.caipNetworkId,
    },
    transfers,
  }
}
