import { withLocale } from '@/i18n/withLocale'
import { openCentredPopup } from '@/platform/openCentredPopup'
import { type MessageEventSource, type WatchedPopup, watchPopup } from '@/platform/watchPopup'
import {
  ApprovalPopupAnswer,
  ApprovalPopupReady,
  type ApprovalPopupRequest,
  type ApprovalSummary,
  approvalPopupPath,
} from './approvalPopupMessages'

/** What confirmInPopup needs of the popup: `window.open`'s answer, or a fake in tests. */
export type ApprovalPopupWindow = WatchedPopup & {
  postMessage(message: ApprovalPopupRequest, targetOrigin: string): void
}

type ConfirmInPopupOptions = {
  summary: ApprovalSummary
  /** Opens a popup at the URL, as `window.open` does (null when the browser blocks it). */
  openWindow: (url: string) => ApprovalPopupWindow | null
  /** The frame's own origin (`location.origin`): the popup's page and the only origin heard. */
  frameOrigin: string
  /** The visitor's language, which the popup's own words follow (the summary is already in it). */
  locale?: string | undefined
  /** Aborting closes the popup; the call then settles 'dismissed'. */
  signal?: AbortSignal | undefined
  /** Where messages arrive; the global window by default. */
  messages?: MessageEventSource | undefined
  /** How often the popup is checked for being closed. */
  closedPollMs?: number | undefined
}

/**
 * 'approved' or 'rejected': the visitor's answer in the popup; 'dismissed': the popup was closed (or
 * the call aborted) with no answer; 'blocked': the browser opened no popup.
 */
type PopupDecision = 'approved' | 'rejected' | 'dismissed' | 'blocked'

/**
 * Asks the visitor to confirm an approval in a popup at the frame's origin, where no host page can
 * cover, fade or move what is clicked (docs/approvals.md). Call it synchronously in the click
 * handler: the popup opens before anything is awaited, since popup blockers allow only that. The
 * popup says it is ready, gets the summary under a fresh id, and answers with that id; only messages
 * from `frameOrigin` whose source is this popup are heard, and each is checked against its schema.
 * The popup is closed whenever the call settles.
 *
 * @example
 * button.onclick = () =>
 *   confirmInPopup({ summary, openWindow: openApprovalWindow, frameOrigin: location.origin })
 *     .then((decision) => decision === 'approved' && sign())
 */
export function confirmInPopup(options: ConfirmInPopupOptions): Promise<PopupDecision> {
  const { summary, openWindow, frameOrigin, signal, locale } = options
  if (signal?.aborted) return Promise.resolve('dismissed')
  // Opened before the first await: the click's user activation is what lets the popup through.
  const popup = openWindow(withLocale(`${frameOrigin}${approvalPopupPath}`, locale))
  if (!popup) return Promise.resolve('blocked')
  const id = crypto.randomUUID()

  return new Promise<PopupDecision>((resolve) => {
    let settled = false
    const finish = (decision: PopupDecision) => {
      if (settled) return
      settled = true
      stop()
      resolve(decision)
    }
    const stop = watchPopup({
      popup,
      origin: frameOrigin,
      messages: options.messages,
      signal,
      closedPollMs: options.closedPollMs ?? 500,
      onMessage(data) {
        if (ApprovalPopupReady.safeParse(data).success)
          return popup.postMessage({ type: 'latch:approval-popup:request', id, summary }, frameOrigin)
        const answer = ApprovalPopupAnswer.safeParse(data)
        if (answer.success && answer.data.id === id) finish(answer.data.approved ? 'approved' : 'rejected')
      },
      onClosed: () => finish('dismissed'),
      onAbort: () => finish('dismissed'),
    })
  })
}

/**
 * Opens the approval popup centred over the current window, a new one for every approval. Never
 * `noopener`: the popup answers through `window.opener`.
 *
 * @example
 * confirmInPopup({ summary, openWindow: openApprovalWindow, frameOrigin: location.origin })
 */
export function openApprovalWindow(url: string, win: Window = window): ApprovalPopupWindow | null {
  return openCentredPopup(url, { width: 440, height: 600 }, win)
}
