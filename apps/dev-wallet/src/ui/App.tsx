import { useEffect, useRef, useState } from 'react'
import type { WalletSettings } from '../settings/walletSettingsFromSearch'
import type { DevWallet } from '../wallet/createDevWallet'
import { AccountPanel } from './AccountPanel'
import { ActivityLog } from './ActivityLog'
import { errorMessage } from './internal/errorMessage'
import { PairPanel } from './PairPanel'
import { ProposalView } from './ProposalView'
import { RequestView } from './RequestView'
import { SessionsPanel } from './SessionsPanel'
import { useDevWalletState } from './useDevWalletState'
import { useSettled } from './useSettled'

type ActionKind = 'pair' | 'prompt' | 'session' | 'account'

type AppProps = {
  wallet: Promise<DevWallet>
  settings: WalletSettings
  /** Query values that were ignored, and why. */
  problems: readonly string[]
  /** A `wc:` URI the page was opened with, to pair with at once. */
  deepLinkUri: string | undefined
}

/** The dev web wallet page: starts with the wallet, then shows it. */
export function App({ wallet, settings, problems, deepLinkUri }: AppProps) {
  const started = useSettled(wallet)
  return (
    <main className="wallet">
      <header>
        <h1>Latch dev web wallet</h1>
        <p className="muted">
          A WalletConnect wallet on the local devnets. Relay <span className="mono">{settings.relayUrl}</span>
          , project <span className="mono">{settings.projectId}</span>.
        </p>
      </header>
      {problems.length > 0 && (
        <div role="alert" aria-label="Settings problems" className="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {started.status === 'pending' && (
        <p role="status" aria-label="Wallet status">
          Starting the wallet…
        </p>
      )}
      {started.status === 'failed' && (
        <div role="alert" className="alert">
          The wallet could not start: {errorMessage(started.error)}
        </div>
      )}
      {started.status === 'ready' && <WalletView wallet={started.value} deepLinkUri={deepLinkUri} />}
    </main>
  )
}

function WalletView({ wallet, deepLinkUri }: { wallet: DevWallet; deepLinkUri: string | undefined }) {
  const state = useDevWalletState(wallet)
  // Each kind of action blocks only its own buttons: a pairing that hangs must not keep the
  // user from answering a proposal that already arrived.
  const [running, setRunning] = useState<ReadonlySet<ActionKind>>(new Set())
  const [status, setStatus] = useState('Ready.')
  const [error, setError] = useState('')
  const busy = (kind: ActionKind) => running.has(kind)

  async function act(
    kind: ActionKind,
    pending: string,
    done: string,
    action: () => Promise<void>,
  ): Promise<boolean> {
    setRunning((kinds) => new Set(kinds).add(kind))
    setError('')
    setStatus(pending)
    try {
      await action()
      setStatus(done)
      return true
    } catch (thrown) {
      setError(errorMessage(thrown))
      setStatus('')
      return false
    } finally {
      setRunning((kinds) => {
        const rest = new Set(kinds)
        rest.delete(kind)
        return rest
      })
    }
  }

  const pair = (uri: string) =>
    act('pair', 'Connecting to the dapp…', "Paired. The dapp's session proposal shows here.", () =>
      wallet.pair(uri),
    )

  const deepLinked = useRef(false)
  useEffect(() => {
    if (deepLinkUri === undefined || deepLinked.current) return
    deepLinked.current = true
    pair(deepLinkUri)
  })

  const [proposal] = state.proposals
  const [request] = state.requests
  const { account } = state

  return (
    <>
      <h2 className="account-heading">
        Account {account.index}: <span className="mono">{account.address}</span>
        {account.solanaAddress && (
          <>
            {' '}
            · Solana <span className="mono">{account.solanaAddress}</span>
          </>
        )}
        {account.bitcoinAddress && (
          <>
            {' '}
            · Bitcoin <span className="mono">{account.bitcoinAddress}</span>
          </>
        )}
        {account.nearAddress && (
          <>
            {' '}
            · NEAR <span className="mono">{account.nearAddress}</span>
          </>
        )}
      </h2>
      <p role="status" aria-label="Wallet status" className="status">
        {status}
      </p>
      {error && (
        <div role="alert" className="alert">
          {error}
        </div>
      )}
      {proposal ? (
        <ProposalView
          key={proposal.id}
          proposal={proposal}
          waiting={state.proposals.length - 1}
          account={account.address}
          solanaAccount={account.solanaAddress}
          bitcoinAccount={account.bitcoinAddress}
          nearAccount={account.nearAddress}
          busy={busy('prompt')}
          onApprove={() =>
            act('prompt', 'Approving the session…', `Connected to ${proposal.dapp.name}.`, () =>
              wallet.approveSession(proposal.id),
            )
          }
          onReject={() =>
            act('prompt', 'Rejecting the session…', `Rejected ${proposal.dapp.name}.`, () =>
              wallet.rejectSession(proposal.id),
            )
          }
        />
      ) : (
        request && (
          <RequestView
            key={request.id}
            request={request}
            waiting={state.requests.length - 1}
            busy={busy('prompt')}
            onApprove={() =>
              act('prompt', 'Approving…', 'Approved.', () => wallet.approveRequest(request.id))
            }
            onReject={() => act('prompt', 'Rejecting…', 'Rejected.', () => wallet.rejectRequest(request.id))}
          />
        )
      )}
      <section className="card" aria-labelledby="pair-heading">
        <h2 id="pair-heading">Connect to a dapp</h2>
        <PairPanel onPair={pair} onProblem={(message) => setError(message)} busy={busy('pair')} />
      </section>
      <SessionsPanel
        sessions={state.sessions}
        chains={state.chains}
        busy={busy('session')}
        onDisconnect={(topic) =>
          act('session', 'Disconnecting…', 'Disconnected.', () => wallet.disconnect(topic))
        }
        onSwitchChain={(topic, chainId) =>
          act('session', 'Switching chain…', 'Switched chain.', () => wallet.switchChain(topic, chainId))
        }
      />
      <AccountPanel
        key={account.index}
        index={account.index}
        busy={busy('account')}
        onSwitchAccount={(index) =>
          act('account', 'Switching account…', `Switched to account ${index}.`, () =>
            wallet.switchAccount(index),
          )
        }
      />
      <ActivityLog activity={state.activity} chains={state.chains} />
    </>
  )
}
