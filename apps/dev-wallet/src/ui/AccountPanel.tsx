import { devAccounts } from '@latch/localnet/devAccounts'
import { useState } from 'react'

type AccountPanelProps = {
  index: number
  busy: boolean
  onSwitchAccount: (index: number) => void
}

/** Picks another dev account; every session is moved to it and told (accountsChanged). */
export function AccountPanel({ index, busy, onSwitchAccount }: AccountPanelProps) {
  const [target, setTarget] = useState(index === 0 ? 1 : 0)
  const chosen = target === index ? (index === 0 ? 1 : 0) : target
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Switch account</h2>
      <div className="actions">
        <label htmlFor="account-select">Dev account</label>
        <select
          id="account-select"
          value={chosen}
          onChange={(event) => setTarget(Number(event.target.value))}
        >
          {devAccounts.map((account, accountIndex) =>
            accountIndex === index ? null : (
              <option key={account.address} value={accountIndex}>
                {accountIndex}: {account.address}
              </option>
            ),
          )}
        </select>
        <button type="button" disabled={busy} onClick={() => onSwitchAccount(chosen)}>
          Switch account
        </button>
      </div>
    </section>
  )
}
