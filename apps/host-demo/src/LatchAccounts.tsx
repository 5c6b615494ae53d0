import type { Latch } from '@latch/sdk'
import { useEffect, useState } from 'react'

/**
 * Every account Latch has connected, one per namespace, as the SDK's state lists them (CAIP-10):
 * what a multi-chain dapp reads to serve Solana, Bitcoin or NEAR beside Ethereum.
 */
export function LatchAccounts(props: { latch: Latch }) {
  const [accounts, setAccounts] = useState(props.latch.getState().accounts ?? [])
  useEffect(() => props.latch.subscribe((state) => setAccounts(state.accounts ?? [])), [props.latch])
  return (
    <div>
      <p>Accounts on every chain:</p>
      <ul data-testid="latch-accounts">
        {accounts.map((account) => (
          <li key={account}>
            <code>{account}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
