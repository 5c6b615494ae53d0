import type { SolanaExplorerTransaction } from '@/server/explorer/solana/SolanaExplorerPages'
import { ExplorerFrame } from './ExplorerFrame'
import { ExplorerTable } from './ExplorerTable'
import { explorerHref } from './explorerHref'
import { formatExplorerTime } from './formatExplorerTime'

const instructionColumns = [{ label: 'Program' }, { label: 'What it does' }]
const changeColumns = [{ label: 'Account' }, { label: 'Token' }, { label: 'Change', numeric: true }]

/** The explorer's page of a Solana transaction: its facts, its instructions, and the balances it moved. */
export function SolanaTransactionDetails({ transaction }: { transaction: SolanaExplorerTransaction }) {
  const { chain } = transaction
  const link = (address: string) => (
    <a href={explorerHref(chain.id, 'address', address)} className="font-mono break-all underline">
      {address}
    </a>
  )
  return (
    <ExplorerFrame chain={chain}>
      <header>
        <h1 className="text-xl font-semibold">Transaction</h1>
        <p className="font-mono text-sm break-all">{transaction.signature}</p>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="text-neutral-600">Status</dt>
        <dd>{transaction.failed ? 'Failed' : 'Success'}</dd>
        <dt className="text-neutral-600">Slot</dt>
        <dd>{transaction.slot}</dd>
        <dt className="text-neutral-600">Time</dt>
        <dd>
          {transaction.time ? (
            <time dateTime={transaction.time.toISOString()}>{formatExplorerTime(transaction.time)}</time>
          ) : (
            'Unknown'
          )}
        </dd>
        <dt className="text-neutral-600">Fee</dt>
        <dd>
          {transaction.fee} {chain.nativeSymbol}
        </dd>
        <dt className="text-neutral-600">Signed by</dt>
        <dd>
          <ul>
            {transaction.signers.map((signer) => (
              <li key={signer}>{link(signer)}</li>
            ))}
          </ul>
        </dd>
      </dl>
      <section aria-labelledby="instructions">
        <h2 id="instructions" className="mb-2 text-lg font-semibold">
          Instructions
        </h2>
        <ExplorerTable columns={instructionColumns}>
          {transaction.instructions.map((instruction, index) => (
            // An instruction's place in the transaction is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} className="border-b border-neutral-200 align-top">
              <td className="py-2 pr-4">{instruction.program}</td>
              <td className="py-2 break-all">{instruction.text}</td>
            </tr>
          ))}
        </ExplorerTable>
      </section>
      <section aria-labelledby="changes">
        <h2 id="changes" className="mb-2 text-lg font-semibold">
          Balance changes
        </h2>
        {transaction.changes.length === 0 ? (
          <p>This transaction moved no balance.</p>
        ) : (
          <ExplorerTable columns={changeColumns}>
            {transaction.changes.map((change) => (
              <tr
                key={`${change.owner}:${change.token.mint ?? 'native'}`}
                className="border-b border-neutral-200"
              >
                <td className="py-2 pr-4">{link(change.owner)}</td>
                <td className="py-2 pr-4">{change.token.symbol}</td>
                <td className="py-2 text-right font-mono">{change.change}</td>
              </tr>
            ))}
          </ExplorerTable>
        )}
      </section>
    </ExplorerFrame>
  )
}
