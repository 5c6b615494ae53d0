import type { PendingRequest } from '../wallet/DevWalletState'
import { AnswerButtons } from './AnswerButtons'
import { DetailList } from './DetailList'

type RequestViewProps = {
  request: PendingRequest
  /** How many more requests wait behind this one. */
  waiting: number
  busy: boolean
  onApprove: () => void
  onReject: () => void
}

/** A dapp's request: its method and what it asks, in words, with Approve or Reject. */
export function RequestView({ request, waiting, busy, onApprove, onReject }: RequestViewProps) {
  const { dapp, method, description } = request
  return (
    <section className="card prompt" aria-labelledby="request-heading">
      <h2 id="request-heading">{description.title}</h2>
      <p className="prompt__who">
        <strong className="dapp-name">{dapp.name}</strong> asks: <code className="method">{method}</code>
      </p>
      <DetailList details={description.details} />
      <AnswerButtons waiting={waiting} busy={busy} onApprove={onApprove} onReject={onReject} />
    </section>
  )
}
