'use client'

import { useAtomValue } from 'jotai'
import { toastAtom } from '@/state/atoms'

// The theme colours an `svg` toast's icon may take; any other name keeps the text colour.
const iconColors: Record<string, string> = {
  success: 'var(--latch-success)',
  danger: 'var(--latch-danger)',
  accent: 'var(--latch-accent)',
}

/**
 * The modal's toast, announced politely to screen readers: a spinner while something is under
 * way (`loading`), the frame's icon for an `svg` toast (drawn by globals.css from its name, so that
 * the icons cost the first load nothing; a name the frame has no icon for shows none).
 */
export function Toast() {
  const toast = useAtomValue(toastAtom)
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {toast.open ? (
        <p
          data-variant={toast.variant}
          aria-busy={toast.variant === 'loading' || undefined}
          className={`latch-toast latch-toast-${toast.variant}`}
        >
          {toast.variant === 'loading' ? <span aria-hidden="true" className="latch-toast-spinner" /> : null}
          {toast.variant === 'svg' && toast.svg ? (
            <span
              aria-hidden="true"
              data-icon={toast.svg.icon}
              className="latch-icon"
              style={{ color: iconColors[toast.svg.iconColor ?? ''] }}
            />
          ) : null}
          {toast.message}
        </p>
      ) : null}
    </div>
  )
}
