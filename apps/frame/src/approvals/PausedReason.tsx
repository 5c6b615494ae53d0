/**
 * Why a guarded button is inert (see useApprovalGuard), under the buttons it pauses; nothing when
 * it is not. The buttons name it with `aria-describedby={id}`.
 *
 * @example
 * <PausedReason id="export-paused" reason={guard.reason} />
 */
export function PausedReason({ id, reason }: { id: string; reason: string | undefined }) {
  if (!reason) return null
  return (
    <p id={id} role="status" className="text-sm font-semibold text-latch-danger">
      {reason}
    </p>
  )
}
