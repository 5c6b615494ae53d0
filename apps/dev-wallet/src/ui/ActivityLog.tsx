import type { DevWalletChain } from '../wallet/DevWalletChain'
import type { ActivityEntry } from '../wallet/DevWalletState'

const transactionStatus = (entry: Extract<ActivityEntry, { kind: 'transaction' }>) => {
  switch (entry.status) {
    case 'sent':
      return 'Waiting for the receipt…'
    case 'confirmed':
      return `Confirmed in block ${entry.blockNumber}`
    case 'reverted':
      return `Reverted in block ${entry.blockNumber}`
    case 'unknown':
      return 'No receipt came'
  }
}

/** What the wallet did, newest first, read out as it happens. */
export function ActivityLog({
  activity,
  chains,
}: {
  activity: readonly ActivityEntry[]
  chains: readonly DevWalletChain[]
}) {
  return (
    <section className="card" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      <div role="log" aria-labelledby="activity-heading">
        {activity.length === 0 ? (
          <p className="muted">Nothing yet.</p>
        ) : (
          <ol className="activity">
            {activity.map((entry) =>
              entry.kind === 'note' ? (
                <li key={entry.id} className={entry.tone === 'error' ? 'activity__error' : undefined}>
                  {entry.text}
                </li>
              ) : (
                <li key={entry.id}>
                  Sent <span className="mono">{entry.hash}</span> on{' '}
                  {chains.find((chain) => chain.caipNetworkId === entry.chainId)?.name ?? entry.chainId}.{' '}
                  <strong>{transactionStatus(entry)}</strong>
                </li>
              ),
            )}
          </ol>
        )}
      </div>
    </section>
  )
}
