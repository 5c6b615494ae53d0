import type { Metadata } from 'next'
import { ApprovalPopup } from './ApprovalPopup'

export const metadata: Metadata = { title: 'Approve · Latch', robots: { index: false } }

/**
 * /popup/approve: where an approval continues when the browser cannot tell the frame whether the host
 * page covers it (docs/approvals.md). Opened by the frame in the visitor's click, it shows what the
 * frame sends and answers Approve or Reject; it imports nothing of the modal.
 *
 * @example
 * // confirmInPopup opens it: window.open('http://127.0.0.1:3000/popup/approve')
 */
export default function ApprovePopupPage() {
  return <ApprovalPopup />
}
