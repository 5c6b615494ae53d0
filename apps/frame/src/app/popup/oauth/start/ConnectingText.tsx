'use client'

import { useSearchParams } from 'next/navigation'
import { startText } from './startText'

/**
 * The start page's text from its ?provider=, read on the client so that the page stays static.
 *
 * @example
 * <Suspense fallback={startText(null)}><ConnectingText /></Suspense>
 */
export function ConnectingText() {
  // Typed nullable since /embed is a Pages Router page; on the App Router it is always there.
  return startText(useSearchParams()?.get('provider') ?? null)
}
