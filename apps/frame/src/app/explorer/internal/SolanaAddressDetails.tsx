import type { SolanaExplorerAddress } from '@/server/explorer/solana/SolanaExplorerPages'
import { ExplorerBalances } from './ExplorerBalances'
import { ExplorerFrame } from './ExplorerFrame'
import { ExplorerTable } from './ExplorerTable'
import { explorerHref } from './explorerHref'
import { formatExplorerTime } from './formatExplorerTime'

const transactionColumns = [{ label: 'Time' }, { label: 'Transaction' }, { label: 'Slot', numeric: true }]

/** The explorer's page of a Solana address: its balances, and its newest transactions linking to theirs. */
export function SolanaAddressDetails({ page }: { page: SolanaExplorerAddress }) {
  const { chain } = page
  return (
    <ExplorerFrame chain={chain}>
      <header>
        <h1 className="text-xl font-semibold">Address</h1>
        <p className="font-mono text-sm break-all">{page.address}</p>
      </header>
      <ExplorerBalances chain={chain} balances={page.balances} unavailable="the cluster did not answer" />
      <section aria-labelledby="transactions">
        <h2 id="transactions" className="mb-2 text-lg font-semibold">
          Recent transactions
        </h2>
        {page.transactions.length === 0 ? (
          <p>No transactions of this address on {chain.name}.</p>
        ) : (
          <ExplorerTable columns={transactionColumns}>
            {page.transactions.map((transaction) => (
              <tr key={transaction.signature} className="border-b border-neutral-200 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {transaction.time ? (
                    <time dateTime={transaction.time.toISOString()}>
                      {formatExplorerTime(transaction.time)}
                    </time>
                  ) : (
                    'Unknown'
                  )}
                </td>
                <td className="py-2 pr-4">
                  <a
                    href={explorerHref(chain.id, 'tx', transaction.signature)}
                    className="underline"
                    aria-label={`${transaction.failed ? 'Failed' : 'Transaction'} ${transaction.signature}`}
                  >
                    {transaction.failed ? 'Failed ' : null}
                    <span className="font-mono">
                      {transaction.signature.slice(0, 10)}…{transaction.signature.slice(-8)}
                    </span>
                  </a>
                </td>
                <td className="py-2 text-right font-mono">{transaction.slot}</td>
              </tr>
            ))}
          </ExplorerTable>
        )}
        {page.moreTransactions ? (
          <p className="mt-2 text-sm text-neutral-600">Older transactions are not listed here.</p>
        ) : null}
      </section>
    </ExplorerFrame>
  )
}
