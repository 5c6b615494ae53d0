/**
 * How long a button that signs, sends, grants or reveals stays inert after it appears, after the
 * frame is resized and after the frame becomes visible again: a click already on its way (steered
 * by the host page onto where the button would appear) lands on nothing.
 */
export const armingDelayMs = 500

/**
 * Why a guarded button is inert, which PausedReason says in the visitor's language: the browser
 * reports the frame covered, faded or hidden; the approval waits for the visitor in the popup; the
 * browser opened no popup.
 */
export type PausedWhy = 'hidden' | 'popupOpen' | 'popupBlocked'

/**
 * What the guard knows: whether the browser reports visibility (IntersectionObserver v2), what it
 * last reported (`undefined` before its first report), from when the button is armed, and, where
 * approvals continue in a popup, whether one is open or was blocked.
 */
export type ApprovalGuardState = {
  tracksVisibility: boolean
  visible: boolean | undefined
  armedAt: number
  popup?: 'open' | 'blocked' | undefined
}

/**
 * Whether a click on a guarded button may act now, and if not, the reason to show (none while it
 * is only arming, which takes a moment). Without visibility reports (Safari, Firefox) the arming
 * delay applies and the approval goes on in a popup: inert while that is open. See docs/approvals.md.
 *
 * @example
 * approvalGuard({ tracksVisibility: true, visible: false, armedAt: 0 }, 1_000) // { allowed: false, reason: 'hidden' }
 */
export function approvalGuard(
  state: ApprovalGuardState,
  now: number,
): { allowed: boolean; reason: PausedWhy | undefined } {
  if (state.tracksVisibility && state.visible === false) return { allowed: false, reason: 'hidden' }
  if (state.popup === 'open') return { allowed: false, reason: 'popupOpen' }
  const blocked = state.popup === 'blocked' ? 'popupBlocked' : undefined
  const reported = !state.tracksVisibility || state.visible === true
  return { allowed: reported && now >= state.armedAt, reason: blocked }
}
