import guardMessages from '@/i18n/compiled/en/guard'
import { useMessages } from '@/i18n/useMessages'
import type { PausedWhy } from './approvalGuard'

/**
 * Why a guarded button is inert (see useApprovalGuard), in the visitor's language, under the
 * buttons it pauses; nothing when it is not. The buttons name it with `aria-describedby={id}`.
 *
 * @example
 * <PausedReason id="export-paused" reason={guard.reason} />
 */
export function PausedReason({ id, reason }: { id: string; reason: PausedWhy | undefined }) {
  const t = useMessages(guardMessages)
  if (!reason) return null
  return (
    <p id={id} role="status" className="text-sm font-semibold text-latch-danger">
      {t[reason]()}
    </p>
  )
}
