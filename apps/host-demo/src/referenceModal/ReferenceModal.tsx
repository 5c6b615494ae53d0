import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { referenceWallets } from './referenceWallets'

const focusable = 'button:not([disabled]), input:not([disabled])'

/**
 * The yardstick Latch's Connect view is measured against: an in-page dialog made the way RainbowKit's
 * and AppKit's are (rendered into the body when opened, removed when closed), with what Connect
 * shows: a title, a close button, six wallets and an email field. Focus moves to its first wallet,
 * Tab stays inside, Escape and the backdrop close it.
 *
 * @example
 * {open ? <ReferenceModal onClose={() => setOpen(false)} /> : null}
 */
export function ReferenceModal(props: { onClose: () => void }) {
  const titleId = useId()
  const emailId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('li button')?.focus()
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      props.onClose()
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)]
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a pointer convenience; keyboard users have Escape and the Close button
    <div
      role="presentation"
      className="reference-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) props.onClose()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="reference-dialog"
        onKeyDown={onKeyDown}
      >
        <header className="reference-header">
          <h1 id={titleId}>Connect Wallet</h1>
          <button type="button" aria-label="Close" className="reference-close" onClick={props.onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </header>
        <ul aria-label="Wallets" className="reference-list">
          {referenceWallets.map((wallet) => (
            <li key={wallet.name}>
              <button type="button" className="reference-row">
                <svg aria-hidden="true" width="40" height="40" viewBox="0 0 40 40">
                  <rect width="40" height="40" rx="10" fill={wallet.color} />
                  <text x="20" y="26" textAnchor="middle" fontSize="16" fontWeight="600" fill="#fff">
                    {wallet.name.slice(0, 1)}
                  </text>
                </svg>
                <span className="reference-name">{wallet.name}</span>
                {wallet.tag ? <span className="reference-tag">{wallet.tag}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <form className="reference-email" onSubmit={(event) => event.preventDefault()} noValidate>
          <label htmlFor={emailId} className="reference-sr-only">
            Email
          </label>
          <input id={emailId} type="email" placeholder="Email" autoComplete="email" />
          <button type="submit">Continue</button>
        </form>
      </div>
    </div>,
    document.body,
  )
}
