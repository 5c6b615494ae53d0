'use client'

import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Toast } from './Toast'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** A labelled modal dialog: focus stays inside, Escape and the backdrop close it. */
export function ModalShell(props: {
  title: string
  viewKey: string
  themeMode: 'light' | 'dark'
  storageTier?: string
  style: CSSProperties
  shake: boolean
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  // Each new view takes focus, so keyboard users land on its first control. The host shows the
  // iframe and focuses it after the view may already have rendered inside a hidden frame, where
  // focus() does nothing: the window's focus event gives the first control its focus then.
  useEffect(() => {
    const focusFirst = (force: boolean) => {
      const root = dialog.current
      if (!root || (!force && root.contains(document.activeElement))) return
      const body = root.querySelector<HTMLElement>('[data-view]')
      const first = body?.querySelector<HTMLElement>(focusable) ?? root.querySelector<HTMLElement>(focusable)
      first?.focus()
    }
    const onWindowFocus = () => focusFirst(false)
    focusFirst(true)
    window.addEventListener('focus', onWindowFocus)
    // A performance mark one frame after a view renders: `npm run bench` reads it to time open → painted.
    const frame = requestAnimationFrame(() => performance.mark(`latch:painted:${props.viewKey}`))
    return () => {
      window.removeEventListener('focus', onWindowFocus)
      cancelAnimationFrame(frame)
    }
  }, [props.viewKey])

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
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a pointer convenience; keyboard users have Escape and the Close button
    <div
      role="presentation"
      className="latch-root fixed inset-0 flex items-end justify-center bg-latch-overlay sm:items-center"
      data-theme={props.themeMode}
      data-storage-tier={props.storageTier}
      style={props.style}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) props.onClose()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className={`relative w-full max-w-[360px] rounded-t-latch bg-latch-bg p-4 font-latch text-latch-fg shadow-2xl sm:rounded-latch ${props.shake ? 'latch-shake' : ''}`}
      >
        <header className="mb-3 flex items-center gap-2">
          {props.canGoBack ? (
            <button type="button" aria-label="Back" onClick={props.onBack} className="latch-icon-button">
              <span aria-hidden="true">←</span>
            </button>
          ) : (
            <span className="w-8" />
          )}
          <h1 id={titleId} className="flex-1 text-center text-base font-semibold">
            {props.title}
          </h1>
          <button type="button" aria-label="Close" onClick={props.onClose} className="latch-icon-button">
            <span aria-hidden="true">✕</span>
          </button>
        </header>
        <Toast />
        {props.children}
      </div>
    </div>
  )
}
