'use client'

import { useAtomValue } from 'jotai'
import { toastAtom } from '@/controller/atoms'

/** The toast of SPEC.md §4, announced politely to screen readers. */
export function Toast() {
  const toast = useAtomValue(toastAtom)
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {toast.open ? (
        <p data-variant={toast.variant} className={`latch-toast latch-toast-${toast.variant}`}>
          {toast.message}
        </p>
      ) : null}
    </div>
  )
}
