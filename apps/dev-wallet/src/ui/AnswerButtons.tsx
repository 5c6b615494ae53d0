/** The wallet's answer to what it shows (a proposal or a request), with how many more wait behind it. */
export function AnswerButtons(props: {
  waiting: number
  busy: boolean
  onApprove: () => void
  onReject: () => void
}) {
  return (
    <>
      {props.waiting > 0 && <p className="muted">{props.waiting} more waiting</p>}
      <div className="actions">
        <button type="button" className="primary" disabled={props.busy} onClick={props.onApprove}>
          Approve
        </button>
        <button type="button" disabled={props.busy} onClick={props.onReject}>
          Reject
        </button>
      </div>
    </>
  )
}
