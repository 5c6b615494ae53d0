import { EsploraTx } from '@/networks/esploraShapes'
import type { HistoryPage } from '../history/HistoryPage'
import type { BitcoinChain } from './BitcoinChain'
import { bitcoinHistoryItem } from './bitcoinHistoryItem'
import { esploraJson } from './esploraFetch'

// Esplora's page of mined transactions.
const esploraPageSize = 25

/**
 * A Bitcoin address's history on one network, read through its Esplora API as Esplora pages it:
 * the first page is what waits in the mempool and the 25 newest mined transactions, each later one
 * the 25 mined before `after` (the txid the previous page ended with, its `next`). Newest first.
 *
 * @example
 * await getBitcoinAccountHistory(chain, 'bcrt1q…', { iconUrl, now: new Date() }) // { data: [{ metadata: { operationType: 'receive', … } }], next: null }
 */
export async function getBitcoinAccountHistory(
  chain: BitcoinChain,
  address: string,
  options: { after?: string | undefined; iconUrl: string; now: Date },
): Promise<HistoryPage> {
  const path = `/address/${encodeURIComponent(address)}/txs${options.after ? `/chain/${options.after}` : ''}`
  const txs = await esploraJson(chain, path, EsploraTx.array())
  const mined = txs.filter((tx) => tx.status.confirmed)
  const last = mined.at(-1)
  return {
    data: txs.map((tx) => bitcoinHistoryItem(chain, address, tx, options.now, options.iconUrl)),
    next: mined.length >= esploraPageSize && last ? last.txid : null,
  }
}
