import type { ExplorerTransaction } from '@/server/explorer/readExplorerTransaction'
import { ExplorerFrame } from './ExplorerFrame'
import { ExplorerTable } from './ExplorerTable'
import { explorerHref } from './explorerHref'
import { formatExplorerTime } from './formatExplorerTime'
import { PartyLink } from './PartyLink'

const statusText = { success: 'Success', reverted: 'Failed (reverted)', pending: 'Pending' } as const

const transferColumns = [
  { label: 'Token' },
  { label: 'From' },
  { label: 'To' },
  { label: 'Amount', numeric: true },
]

/** The explorer's transaction page: the transaction's facts, then its token transfers as a table. */
export function TransactionDetails({ transaction }: { transaction: ExplorerTransaction }) {
  const { chain } = transaction
  return (
    <ExplorerFrame chain={chain}>
      <header>
        <h1 className="text-xl font-semibold">Transaction</h1>
        <p className="font-mono text-sm break-all">{transaction.hash}</p>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="text-neutral-600">Status</dt>
        <dd>{statusText[transaction.status]}</dd>
        <dt className="text-neutral-600">Block</dt>
        <dd>
          {transaction.blockNumber === null ? 'Not yet in a block' : transaction.blockNumber.toString()}
        </dd>
        <dt className="text-neutral-600">Time</dt>
        <dd>
          {transaction.minedAt ? (
            <time dateTime={transaction.minedAt.toISOString()}>
              {formatExplorerTime(transaction.minedAt)}
            </time>
          ) : (
            'Not yet in a block'
          )}
        </dd>
        <dt className="text-neutral-600">From</dt>
        <dd>
          <PartyLink chainId={chain.id} party={transaction.from} />
        </dd>
        <dt className="text-neutral-600">To</dt>
        <dd>
          {transaction.to ? (
            <PartyLink chainId={chain.id} party={transaction.to} />
          ) : transaction.createdContract ? (
            <>
              Contract created at{' '}
              <PartyLink chainId={chain.id} party={{ address: transaction.createdContract, name: null }} />
            </>
          ) : (
            'Contract creation'
          )}
        </dd>
        <dt className="text-neutral-600">Value</dt>
        <dd>
          {transaction.value} {chain.nativeSymbol}
        </dd>
        <dt className="text-neutral-600">Fee</dt>
        <dd>{transaction.fee === null ? 'Not yet known' : `${transaction.fee} ${chain.nativeSymbol}`}</dd>
      </dl>
      <section aria-labelledby="token-transfers">
        <h2 id="token-transfers" className="mb-2 text-lg font-semibold">
          Token transfers
        </h2>
        {transaction.transfers.length === 0 ? (
          <p>This transaction moved no tokens.</p>
        ) : (
          <ExplorerTable columns={transferColumns}>
            {transaction.transfers.map((transfer, index) => (
              // Logs of one transaction may repeat exactly; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-b border-neutral-200 align-top">
                <td className="py-2 pr-4">
                  <a href={explorerHref(chain.id, 'address', transfer.token.address)} className="underline">
                    {transfer.token.symbol ?? (
                      <span className="font-mono break-all">{transfer.token.address}</span>
                    )}
                  </a>
                </td>
                <td className="py-2 pr-4">
                  <PartyLink chainId={chain.id} party={transfer.from} />
                </td>
                <td className="py-2 pr-4">
                  <PartyLink chainId={chain.id} party={transfer.to} />
                </td>
                <td className="py-2 text-right font-mono">
                  {transfer.amount}
                  {transfer.inBaseUnits ? ' (base units)' : ` ${transfer.token.symbol ?? ''}`}
                </td>
              </tr>
            ))}
          </ExplorerTable>
        )}
      </section>
    </ExplorerFrame>
  )
}
