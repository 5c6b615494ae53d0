import type { PendingProposal } from '../wallet/DevWalletState'
import { AnswerButtons } from './AnswerButtons'
import { DetailList } from './DetailList'

type ProposalViewProps = {
  proposal: PendingProposal
  /** How many more proposals wait behind this one. */
  waiting: number
  account: string
  /** The wallet's Solana account, shared where the dapp asks for the Solana cluster. */
  solanaAccount: string | undefined
  /** The wallet's Bitcoin address, shared where the dapp asks for the Bitcoin network. */
  bitcoinAccount: string | undefined
  /** The wallet's NEAR account, shared where the dapp asks for the NEAR network. */
  nearAccount: string | undefined
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/** A dapp asking for a session: who it is, what it asks for, Approve or Reject. */
export function ProposalView({
  proposal,
  waiting,
  account,
  solanaAccount,
  bitcoinAccount,
  nearAccount,
  busy,
  onApprove,
  onReject,
}: ProposalViewProps) {
  const { dapp, chains, methods, events } = proposal
  const offered = chains.filter((chain) => chain.supported)
  const shared = [
    { account, on: offered.filter((chain) => chain.id.startsWith('eip155:')) },
    { account: solanaAccount, on: offered.filter((chain) => chain.id.startsWith('solana:')) },
    { account: bitcoinAccount, on: offered.filter((chain) => chain.id.startsWith('bip122:')) },
    { account: nearAccount, on: offered.filter((chain) => chain.id.startsWith('near:')) },
  ].filter((share) => share.account && share.on.length > 0)
  const missing = chains.filter((chain) => chain.required && !chain.supported)
  return (
    <section className="card prompt" aria-labelledby="proposal-heading">
      <h2 id="proposal-heading">Session proposal</h2>
      <p className="prompt__who">
        <strong className="dapp-name">{dapp.name}</strong> wants to connect.
      </p>
      <DetailList
        details={[
          { label: 'URL', value: dapp.url || 'not given' },
          ...(dapp.description ? [{ label: 'Description', value: dapp.description }] : []),
          {
            label: 'Chains asked for',
            value: chains
              .map(
                (chain) =>
                  `${chain.label}${chain.required ? ', required' : ''}${chain.supported ? '' : ', not available'}`,
              )
              .join('\n'),
            block: true,
          },
          { label: 'Methods', value: methods.join('\n') || 'none', block: true },
          { label: 'Events', value: events.join('\n') || 'none', block: true },
        ]}
      />
      {offered.length > 0 && missing.length === 0 ? (
        <p>
          Approving shares{' '}
          {shared.map((share, index) => (
            <span key={share.account}>
              {index > 0 && ', and '}
              <span className="mono">{share.account}</span> on{' '}
              {share.on.map((chain) => chain.label).join(' and ')}
            </span>
          ))}
          .
        </p>
      ) : (
        <p className="warning">
          {offered.length === 0
            ? 'The dapp asks for none of the devnets: approving will fail.'
            : `The dapp requires ${missing.map((chain) => chain.id).join(', ')}, which this wallet does not have: approving will fail.`}
        </p>
      )}
      <AnswerButtons waiting={waiting} busy={busy} onApprove={onApprove} onReject={onReject} />
    </section>
  )
}
