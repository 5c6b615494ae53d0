'use client'

import { useEffect, useState } from 'react'
import { armingDelayMs } from '@/approvals/approvalGuard'
import {
  type ApprovalPopupAnswer,
  type ApprovalPopupReady,
  ApprovalPopupRequest,
} from '@/approvals/popup/approvalPopupMessages'
import approvalPopupMessages from '@/i18n/compiled/en/approvalPopup'
import approveMessages from '@/i18n/compiled/en/approve'
import { useMessages } from '@/i18n/useMessages'
import { PopupText } from '../oauth/PopupText'
import { useOpenerRequest } from '../useOpenerRequest'
import { usePopupLocale } from '../usePopupLocale'
import { usePopupTitle } from '../usePopupTitle'

const closeDelayMs = 300

/**
 * The approval popup's page: tells the frame that opened it that it is ready, shows the summary the
 * frame sends (as text), in the visitor's language, and posts the visitor's answer back, addressed to this origin only. Only a
 * request from the opener at this very origin is heard, so a host page that opens this page itself
 * gets nothing to show and hears nothing. Approve arms a moment after the request appears, like the
 * frame's own guarded buttons.
 *
 * @example
 * <ApprovalPopup />
 */
export function ApprovalPopup() {
  const [answered, setAnswered] = useState(false)
  const [armed, setArmed] = useState(false)
  const ready: ApprovalPopupReady = { type: 'latch:approval-popup:ready' }
  const { noOpener, request } = useOpenerRequest(ApprovalPopupRequest, ready)
  const t = useMessages(approvalPopupMessages)
  const { approve, reject } = useMessages(approveMessages)

  // The frame names the visitor's language in the URL; a page opened otherwise follows the browser's.
  usePopupLocale()
  usePopupTitle(approve())

  useEffect(() => {
    if (!request) return
    setArmed(false)
    const timer = setTimeout(() => setArmed(true), armingDelayMs)
    return () => clearTimeout(timer)
  }, [request])

  if (noOpener) return <PopupText>{t.noOpener()}</PopupText>
  if (answered) return <PopupText>{t.closeWindow()}</PopupText>
  if (!request) return <PopupText>{t.loadingRequest()}</PopupText>

  const answer = (approved: boolean) => {
    if (approved && !armed) return
    const message: ApprovalPopupAnswer = { type: 'latch:approval-popup:answer', id: request.id, approved }
    ;(window.opener as Window | null)?.postMessage(message, window.location.origin)
    setAnswered(true)
    // A moment later, not inside the click: the visitor sees that the answer went.
    setTimeout(() => window.close(), closeDelayMs)
  }
  const { title, lines } = request.summary
  return (
    <main className="flex min-h-screen flex-col gap-4 bg-white p-6 font-sans text-neutral-900">
      <h1 className="text-lg font-semibold break-words">{title}</h1>
      <div
        data-testid="approval-summary"
        className="flex flex-col gap-1 rounded-xl bg-neutral-100 p-3 text-sm"
      >
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity.
          <p key={index} className="whitespace-pre-wrap break-all">
            {line}
          </p>
        ))}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="flex-1 rounded-full bg-neutral-100 px-4 py-2 font-semibold"
          onClick={() => answer(false)}
        >
          {reject()}
        </button>
        <button
          type="button"
          className="flex-1 rounded-full bg-neutral-900 px-4 py-2 font-semibold text-white aria-disabled:opacity-50"
          aria-disabled={!armed}
          onClick={() => answer(true)}
        >
          {approve()}
        </button>
      </div>
    </main>
  )
}
