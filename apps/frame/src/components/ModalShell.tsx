'use client'

import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import modalMessages from '@/i18n/compiled/en/modal'
import { useMessages } from '@/i18n/useMessages'
import { opensKeyboard } from './opensKeyboard'
import { SheetHandle } from './SheetHandle'
import { Toast } from './Toast'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A labelled modal dialog: focus stays inside, Escape and the backdrop close it. On a phone it is a
 * bottom sheet across the screen that a swipe down its handle closes (docs/phones.md). Inline (in the host's
 * page, docs/inline.md) it is a card of the page: no backdrop, focus moves freely in and out, and
 * closing is offered only away from where it starts.
 */
export function ModalShell(props: {
  inline?: boolean
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
  const t = useMessages(modalMessages)
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  // Each new view takes focus, so keyboard users land on its first control. The host shows the
  // iframe and focuses it after the view may already have rendered inside the closed frame: the
  // window's focus event gives the first control its focus then. A view that loads on first use is
  // not in the page yet when the route changes: it is waited for.
  useEffect(() => {
    const root = dialog.current
    // The view's root carries its name in data-view. While a view loads, React keeps the one before
    // it in the page, hidden: only the new view's root will do.
    const viewOf = () => root?.querySelector<HTMLElement>(`[data-view="${props.viewKey}"]`)
    const focusFirst = (force: boolean) => {
      // Only a frame that has the focus moves it: focus() in a frame without it takes the browser's
      // focus from the host page, even when the host keeps the closed frame inert, and the visitor's
      // typing there would land in the frame. The window's focus event (the SDK focuses the frame
      // as it shows the modal) focuses the first control then; inline, a view that changes on its
      // own (a session restored) leaves the page's focus alone.
      if (!document.hasFocus()) return
      if (!root || (!force && root.contains(document.activeElement))) return
      const first =
        viewOf()?.querySelector<HTMLElement>(focusable) ?? root.querySelector<HTMLElement>(focusable)
      // On a touch screen a focused text field raises the keyboard over the sheet before the
      // visitor chose to type (docs/phones.md): the dialog itself takes the focus, and Tab goes on
      // to that field.
      if (first && opensKeyboard(first) && matchMedia('(pointer: coarse)').matches) root.focus()
      else first?.focus()
    }
    const onWindowFocus = () => focusFirst(false)
    let frame = 0
    const shown = () => {
      focusFirst(true)
      // A performance mark one frame after the view renders: `npm run bench` reads it to time open → painted.
      frame = requestAnimationFrame(() => performance.mark(`latch:painted:${props.viewKey}`))
    }
    const observer = new MutationObserver(() => {
      if (!viewOf()) return
      observer.disconnect()
      shown()
    })
    if (viewOf() || !root) shown()
    else observer.observe(root, { childList: true, subtree: true })
    window.addEventListener('focus', onWindowFocus)
    return () => {
      observer.disconnect()
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
    if (event.key !== 'Tab' || !dialog.current || props.inline) return
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
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
      className={`latch-root fixed inset-0 flex justify-center ${props.inline ? '' : 'items-end bg-latch-overlay sm:items-center'}`}
      data-theme={props.themeMode}
      data-storage-tier={props.storageTier}
      style={props.style}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !props.inline) props.onClose()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal={!props.inline}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative max-h-dvh w-full max-w-[360px] overflow-y-auto bg-latch-bg p-4 font-latch text-latch-fg ${props.inline ? 'rounded-latch' : 'latch-sheet rounded-t-latch shadow-2xl sm:rounded-latch'} ${props.shake ? 'latch-shake' : ''}`}
      >
        {props.inline ? null : <SheetHandle sheet={dialog} onClose={props.onClose} />}
        <header className="mb-3 flex items-center gap-2">
          {props.canGoBack ? (
            <button type="button" aria-label={t.back()} onClick={props.onBack} className="latch-icon-button">
              {/* Back points the way the language reads. */}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>
            </button>
          ) : (
            <span className="w-8" />
          )}
          <h1 id={titleId} className="flex-1 text-center text-base font-semibold">
            {props.title}
          </h1>
          {props.inline && !props.canGoBack ? (
            <span className="w-8" />
          ) : (
            <button
              type="button"
              aria-label={t.close()}
              onClick={props.onClose}
              className="latch-icon-button"
            >
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </header>
        <Toast />
        {props.children}
      </div>
    </div>
  )
}
