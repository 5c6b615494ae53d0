import { useId, useState } from 'react'
import type { DevWalletChain } from '../wallet/DevWalletChain'
import type { ActiveSession } from '../wallet/DevWalletState'

type SessionsPanelProps = {
  sessions: readonly ActiveSession[]
  chains: readonly DevWalletChain[]
  busy: boolean
  onDisconnect: (topic: string) => void
  onSwitchChain: (topic: string, chainId: string) => void
}

const chainName = (chainId: string, chains: readonly DevWalletChain[]) =>
  chains.find((chain) => chain.caipNetworkId === chainId)?.name ?? chainId

function SessionItem({
  session,
  chains,
  busy,
  onDisconnect,
  onSwitchChain,
}: Omit<SessionsPanelProps, 'sessions'> & { session: ActiveSession }) {
  const headingId = useId()
  const selectId = useId()
  const others = chains.filter((chain) => chain.caipNetworkId !== session.chainId)
  const [target, setTarget] = useState(others[0]?.caipNetworkId ?? '')
  const chosen = others.some((chain) => chain.caipNetworkId === target)
    ? target
    : (others[0]?.caipNetworkId ?? '')
  return (
    <li>
      <article className="session" aria-labelledby={headingId}>
        <h3 id={headingId}>{session.dapp.name}</h3>
        <dl className="details">
          <div className="details__item">
            <dt>URL</dt>
            <dd className="mono">{session.dapp.url || 'not given'}</dd>
          </div>
          <div className="details__item">
            <dt>Chain</dt>
            <dd>
              {chainName(session.chainId, chains)} <span className="mono">({session.chainId})</span>
            </dd>
          </div>
          <div className="details__item">
            <dt>Account</dt>
            <dd className="mono">{session.account}</dd>
          </div>
          {session.solanaAccount && (
            <div className="details__item">
              <dt>Solana account</dt>
              <dd className="mono">{session.solanaAccount}</dd>
            </div>
          )}
          {session.bitcoinAccount && (
            <div className="details__item">
              <dt>Bitcoin account</dt>
              <dd className="mono">{session.bitcoinAccount}</dd>
            </div>
          )}
          {session.nearAccount && (
            <div className="details__item">
              <dt>NEAR account</dt>
              <dd className="mono">{session.nearAccount}</dd>
            </div>
          )}
          <div className="details__item">
            <dt>Expires</dt>
            <dd>{new Date(session.expiresAt * 1000).toLocaleString()}</dd>
          </div>
        </dl>
        <div className="actions">
          {others.length > 0 && (
            <>
              <label htmlFor={selectId}>Chain for {session.dapp.name}</label>
              <select id={selectId} value={chosen} onChange={(event) => setTarget(event.target.value)}>
                {others.map((chain) => (
                  <option key={chain.caipNetworkId} value={chain.caipNetworkId}>
                    {chain.name} ({chain.caipNetworkId})
                  </option>
                ))}
              </select>
              <button type="button" disabled={busy} onClick={() => onSwitchChain(session.topic, chosen)}>
                Switch chain
              </button>
            </>
          )}
          <button type="button" disabled={busy} onClick={() => onDisconnect(session.topic)}>
            Disconnect
          </button>
        </div>
      </article>
    </li>
  )
}

/** Every session the wallet has, with its chain and account, to switch chain or disconnect. */
export function SessionsPanel({ sessions, ...rest }: SessionsPanelProps) {
  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      {sessions.length === 0 ? (
        <p className="muted">No sessions yet. Connect to a dapp with its WalletConnect URI or QR code.</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => (
            <SessionItem key={session.topic} session={session} {...rest} />
          ))}
        </ul>
      )}
    </section>
  )
}
