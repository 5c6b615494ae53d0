import type { Latch } from '@latch/sdk'
import { useEffect, useState } from 'react'
import { useConnection } from 'wagmi'
import { describeError } from './describeError'

type Accounts = { type: 'eoa' | 'smartAccount'; smartAccount: string; deployed: boolean }

/**
 * The embedded wallet's account types from the app's side (the smart-account messages of docs/behaviour.md#calls):
 * which account the app sees, the smart account's address and whether it is deployed, and a switch
 * (setPreferredAccount) whose accountsChanged moves the address this page shows. Hidden for an
 * external wallet, which has no account types.
 */
export function AccountTypePanel(props: { latch: Latch }) {
  const { address } = useConnection()
  const [accounts, setAccounts] = useState<Accounts>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  // Read again whenever the connected address changes (a switch here or in the modal).
  useEffect(() => {
    if (!address) return
    let current = true
    Promise.all([props.latch.embedded('getUser'), props.latch.embedded('initSmartAccount')])
      .then(([user, smart]) => {
        if (!current) return
        setAccounts({
          type: user.preferredAccountType ?? 'eoa',
          smartAccount: smart.address,
          deployed: smart.isDeployed,
        })
      })
      // Not the embedded wallet (an external one is connected): nothing to show.
      .catch(() => current && setAccounts(undefined))
    return () => {
      current = false
    }
  }, [props.latch, address])

  if (!accounts) return null
  const next = accounts.type === 'eoa' ? 'smartAccount' : 'eoa'
  const onSwitch = async () => {
    setError(undefined)
    setBusy(true)
    try {
      const { type } = await props.latch.embedded('setPreferredAccount', { type: next })
      setAccounts({ ...accounts, type })
    } catch (caught) {
      setError(describeError(caught).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="demo__card" aria-label="Account type">
      <p>
        Account type: <span data-testid="account-type">{accounts.type}</span>
      </p>
      <p>
        Smart account: <code data-testid="smart-account-address">{accounts.smartAccount}</code>{' '}
        <span className="demo__muted" data-testid="smart-account-deployed">
          ({accounts.deployed ? 'deployed' : 'not deployed yet'})
        </span>
      </p>
      <div className="demo__actions">
        <button type="button" onClick={onSwitch} disabled={busy}>
          {next === 'smartAccount' ? 'Use the smart account' : 'Use the EOA'}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </section>
  )
}
