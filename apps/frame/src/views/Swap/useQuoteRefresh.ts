'use client'

import { useCallback } from 'react'
import { useRefreshWhileShown } from '@/components/useRefreshWhileShown'
import { useController } from '@/embed/ControllerContext'

/**
 * Asks the quote again every 10 s while the view using it is shown and the page is visible; it
 * stops when the view goes (or the page is hidden), so a quote is never fetched for nobody.
 *
 * @example
 * useQuoteRefresh() // in SwapView and SwapPreviewView
 */
export function useQuoteRefresh(): void {
  const controller = useController()
  const quote = useCallback(
    () => void controller.use('swap', (flow) => flow.quote()).catch(() => undefined),
    [controller],
  )
  useRefreshWhileShown(quote)
}
