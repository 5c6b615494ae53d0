import { useSyncExternalStore } from 'react'
import type { PromptQueue } from './createPromptQueue'
import { describePrompt } from './describePrompt'
import './DevWalletPanel.css'

// A manual popover sits in the top layer, above Latch's overlay whatever its z-index.
const showOnTop = (panel: HTMLElement | null) => {
  if (panel && !panel.matches(':popover-open')) panel.showPopover()
}

/** The dev wallet's approval panel: what is asked, as plain text, with Approve and Reject. */
export function DevWalletPanel({ queue }: { queue: PromptQueue }) {
  const pending = useSyncExternalStore(queue.subscribe, queue.current)
  if (!pending) return null
  const { title, details } = describePrompt(pending.request)
  return (
    <section
      ref={showOnTop}
      popover="manual"
      role="dialog"
      aria-label="Latch Dev Wallet"
      className="dev-wallet"
    >
      <p className="dev-wallet__brand">Latch Dev Wallet</p>
      <h2 className="dev-wallet__title">{title}</h2>
      {details.length > 0 && (
        <dl className="dev-wallet__details">
          {details.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="dev-wallet__actions">
        <button type="button" className="dev-wallet__reject" onClick={() => queue.answer(false)}>
          Reject
        </button>
        <button type="button" className="dev-wallet__approve" onClick={() => queue.answer(true)}>
          Approve
        </button>
      </div>
    </section>
  )
}
