/**
 * How long a button that signs, sends, grants or reveals stays inert after it appears, after the
 * frame is resized and after the frame becomes visible again: a click already on its way (steered
 * by the host page onto where the button would appear) lands on nothing.
 */
export const armingDelayMs = 500

/** What the button says while the browser reports the frame covered, faded or hidden. */
export const hiddenFrameReason =
  'Paused: this page covers or hides Latch, so nothing can be approved. Make Latch fully visible to go on.'

/** What the button says while the approval waits for the visitor in the popup. */
export const popupOpenReason = 'Continue in the Latch window that opened.'

/** What the button says when the browser opened no popup. */
export const popupBlockedReason =
  'Your browser blocked the Latch window. Allow pop-ups for this site, then try again.'

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
 * approvalGuard({ tracksVisibility: true, visible: false, armedAt: 0 }, 1_000) // { allowed: false, reason: hiddenFrameReason }
 */
export function approvalGuard(
  state: ApprovalGuardState,
  now: number,
): { allowed: boolean; reason: string | undefined } {
  if (state.tracksVisibility && state.visible === false) return { allowed: false, reason: hiddenFrameReason }
  if (state.popup === 'open') return { allowed: false, reason: popupOpenReason }
  const blocked = state.popup === 'blocked' ? popupBlockedReason : undefined
  const reported = !state.tracksVisibility || state.visible === true
  return { allowed: reported && now >= state.armedAt, reason: blocked }
}
