import type { ExplorerBalance, ExplorerChainInfo } from '@/server/explorer/ExplorerChainInfo'
import { ExplorerTable } from './ExplorerTable'
import { explorerHref } from './explorerHref'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const balanceColumns = [
  { label: 'Token' },
  { label: 'Amount', numeric: true },
  { label: 'Value (USD)', numeric: true },
]

/**
 * An address page's balances: a row per token (a token's symbol linking to its own page), or why
 * there are none (`unavailable` says whose answer is missing).
 */
export function ExplorerBalances({
  chain,
  balances,
  unavailable,
}: {
  chain: ExplorerChainInfo
  /** Undefined when the chain did not answer. */
  balances: readonly ExplorerBalance[] | undefined
  unavailable: string
}) {
  return (
    <section aria-labelledby="balances">
      <h2 id="balances" className="mb-2 text-lg font-semibold">
        Balances
      </h2>
      {balances === undefined ? (
        <p role="alert">The balances are unavailable: {unavailable}.</p>
      ) : balances.length === 0 ? (
        <p>This address holds nothing on {chain.name}.</p>
      ) : (
        <ExplorerTable columns={balanceColumns}>
          {balances.map((balance) => (
            <tr key={balance.token ?? 'native'} className="border-b border-neutral-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                {balance.token ? (
                  <a href={explorerHref(chain.id, 'address', balance.token)} className="underline">
                    {balance.symbol}
                  </a>
                ) : (
                  balance.symbol
                )}{' '}
                <span className="text-neutral-600">{balance.name}</span>
              </th>
              <td className="py-2 pr-4 text-right font-mono">{balance.amount}</td>
              <td className="py-2 text-right font-mono">
                {balance.usdValue === undefined ? 'No price' : usd.format(balance.usdValue)}
              </td>
            </tr>
          ))}
        </ExplorerTable>
      )}
    </section>
  )
}
