'use client'

import { useEffect } from 'react'
import { useController } from '@/embed/ControllerContext'

/** How often the quote is asked again while Swap or SwapPreview is shown. */
export const quoteRefreshMs = 10_000

/**
 * Asks the quote again every 10 s while the view using it is shown and the page is visible; it
 * stops when the view goes (or the page is hidden), so a quote is never fetched for nobody.
 *
 * @example
 * useQuoteRefresh() // in SwapView and SwapPreviewView
 */
export function useQuoteRefresh(): void {
  const controller = useController()
  useEffect(() => {
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
      controller.swap((flow) => flow.quote()).catch(() => undefined)
    }, quoteRefreshMs)
    return () => clearInterval(timer)
  }, [controller])
}
