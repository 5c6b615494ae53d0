import type { ExplorerAddress } from '@/server/explorer/readExplorerAddress'
import type { HistoryItem } from '@/server/history/HistoryItem'
import { ExplorerBalances } from './ExplorerBalances'
import { ExplorerFrame } from './ExplorerFrame'
import { ExplorerTable } from './ExplorerTable'
import { explorerHref } from './explorerHref'
import { formatExplorerTime } from './formatExplorerTime'
import { PartyLink } from './PartyLink'

const operationText: Record<HistoryItem['metadata']['operationType'], string> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  execute: 'Contract call',
  buy: 'Bought',
}

const directionSign = { in: '+', out: '−', self: '±' } as const

const historyColumns = [
  { label: 'Time' },
  { label: 'Transaction' },
  { label: 'From' },
  { label: 'To' },
  { label: 'Moved' },
]

/** The explorer's address page: its name, its balances, and its newest transactions linking to theirs. */
export function AddressDetails({ page }: { page: ExplorerAddress }) {
  const { chain, names } = page
  const party = (address: string) => ({
    address: address as `0x${string}`,
    name: names.get(address.toLowerCase()) ?? null,
  })
  return (
    <ExplorerFrame chain={chain}>
      <header>
        <h1 className="text-xl font-semibold">{page.name ?? 'Address'}</h1>
        <p className="font-mono text-sm break-all">{page.address}</p>
      </header>
      <ExplorerBalances
        chain={chain}
        balances={page.balances}
        unavailable="the chain's node did not answer"
      />
      <section aria-labelledby="transactions">
        <h2 id="transactions" className="mb-2 text-lg font-semibold">
          Recent transactions
        </h2>
        {page.history.length === 0 ? (
          <p>No transactions of this address have been indexed on {chain.name}.</p>
        ) : (
          <ExplorerTable columns={historyColumns}>
            {page.history.map((item) => (
              <tr key={item.id} className="border-b border-neutral-200 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <time dateTime={item.metadata.minedAt}>
                    {formatExplorerTime(new Date(item.metadata.minedAt))}
                  </time>
                </td>
                <td className="py-2 pr-4">
                  <a
                    href={explorerHref(chain.id, 'tx', item.metadata.hash)}
                    className="underline"
                    aria-label={`${operationText[item.metadata.operationType]}: transaction ${item.metadata.hash}`}
                  >
                    {operationText[item.metadata.operationType]}{' '}
                    <span className="font-mono">{shortHash(item.metadata.hash)}</span>
                  </a>
                </td>
                <td className="py-2 pr-4">
                  <PartyLink chainId={chain.id} party={party(item.metadata.sentFrom)} />
                </td>
                <td className="py-2 pr-4">
                  <PartyLink chainId={chain.id} party={party(item.metadata.sentTo)} />
                </td>
                <td className="py-2 font-mono">
                  {item.transfers.length === 0
                    ? '—'
                    : item.transfers
                        .map(
                          (transfer) =>
                            `${directionSign[transfer.direction]}${transfer.quantity.numeric} ${transfer.fungible_info.symbol}`,
                        )
                        .join(', ')}
                </td>
              </tr>
            ))}
          </ExplorerTable>
        )}
        {page.moreHistory ? (
          <p className="mt-2 text-sm text-neutral-600">Older transactions are not listed here.</p>
        ) : null}
      </section>
    </ExplorerFrame>
  )
}

function shortHash(hash: string): string {
  return `${hash.slice(0, 10)}…${hash.slice(-8)}`
}
