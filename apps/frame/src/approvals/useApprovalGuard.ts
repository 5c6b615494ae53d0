'use client'

import { useAtomValue } from 'jotai'
import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react'
import { localeAtom } from '@/i18n/localeAtom'
import { type ApprovalGuardState, approvalGuard, armingDelayMs } from './approvalGuard'
import type { ApprovalSummary } from './popup/approvalPopupMessages'
import { confirmInPopup, openApprovalWindow } from './popup/confirmInPopup'

/**
 * What `confirm` decides: 'approved' or 'rejected' by the visitor (in the popup, where there is
 * one), 'refused' when the guard does not let the click act or the popup closed unanswered.
 */
type GuardedDecision = 'approved' | 'rejected' | 'refused'

// IntersectionObserver v2, not yet in TypeScript's DOM types.
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }
type VisibilityOptions = IntersectionObserverInit & { trackVisibility: boolean; delay: number }

function tracksVisibility(): boolean {
  return (
    typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
  )
}

/**
 * Guards a button that signs, sends, grants or reveals (see approvalGuard): attach `ref` to it,
 * call `allows()` in its click handler (at click time, not from the last render), and show
 * `reason` when there is one. The browser reports whether the button is really visible
 * (IntersectionObserver v2: not covered, faded or transformed by the host page); the button arms
 * 500 ms after it appears, after the frame is resized and after it becomes visible again.
 *
 * The button that completes an approval in the frame (no wallet asks after it) calls `confirm`
 * instead: where the browser cannot report visibility (Safari, Firefox), it continues the approval
 * in a popup at the frame's origin, which no host page can cover, and settles with the visitor's
 * answer there; elsewhere it settles at once.
 *
 * @example
 * const guard = useApprovalGuard<HTMLButtonElement>()
 * <button ref={guard.ref} aria-disabled={!guard.allowed} onClick={() => guard.allows() && approve()} />
 * <button onClick={() => guard.confirm(() => summary).then((decision) => decision === 'approved' && sign())} />
 */
export function useApprovalGuard<T extends HTMLElement>() {
  const state = useRef<ApprovalGuardState>({
    tracksVisibility: tracksVisibility(),
    visible: undefined,
    armedAt: Date.now() + armingDelayMs,
  })
  const [, render] = useState(0)
  const [element, setElement] = useState<T | null>(null)
  const { locale } = useAtomValue(localeAtom)

  const update = useCallback((change: Partial<ApprovalGuardState>) => {
    state.current = { ...state.current, ...change }
    render((count) => count + 1)
  }, [])
  const rearm = useCallback(() => update({ armedAt: Date.now() + armingDelayMs }), [update])

  // Renders again once armed, so that the button shows it.
  const { armedAt } = state.current
  useEffect(() => {
    const wait = armedAt - Date.now()
    if (wait <= 0) return
    const timer = setTimeout(() => render((count) => count + 1), wait + 1)
    return () => clearTimeout(timer)
  }, [armedAt])

  // The guarded element may appear after the view did (a later step of it): it arms from then.
  useEffect(() => {
    if (element) rearm()
  }, [element, rearm])

  useEffect(() => {
    window.addEventListener('resize', rearm)
    return () => window.removeEventListener('resize', rearm)
  }, [rearm])

  useEffect(() => {
    if (!element || !state.current.tracksVisibility) return
    const options: VisibilityOptions = { threshold: [0], trackVisibility: true, delay: 100 }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (!entry) return
      const visible = entry.isVisible === true
      if (visible && state.current.visible !== true) update({ visible, armedAt: Date.now() + armingDelayMs })
      else if (visible !== state.current.visible) update({ visible })
    }, options)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, update])

  // The popup belongs to this view: leaving it closes the popup.
  const popups = useRef<AbortController>(undefined)
  useEffect(() => () => popups.current?.abort(), [])

  const confirm = useCallback(
    (summary: () => ApprovalSummary): Promise<GuardedDecision> => {
      if (!approvalGuard(state.current, Date.now()).allowed) return Promise.resolve('refused')
      if (state.current.tracksVisibility) return Promise.resolve('approved')
      popups.current = new AbortController()
      // Opens the popup now, in the click: nothing is awaited before it.
      const decision = confirmInPopup({
        summary: summary(),
        openWindow: openApprovalWindow,
        frameOrigin: window.location.origin,
        locale,
        signal: popups.current.signal,
      })
      update({ popup: 'open' })
      return decision.then((answer) => {
        update({ popup: answer === 'blocked' ? 'blocked' : undefined })
        return answer === 'approved' || answer === 'rejected' ? answer : 'refused'
      })
    },
    [update, locale],
  )

  const { allowed, reason } = approvalGuard(state.current, Date.now())
  return {
    ref: setElement as RefCallback<T>,
    allowed,
    reason,
    /** Whether a click may act at this moment. */
    allows: () => approvalGuard(state.current, Date.now()).allowed,
    /** Whether approvals continue in a popup here (the browser reports no visibility). */
    usesPopup: !state.current.tracksVisibility,
    confirm,
  }
}
