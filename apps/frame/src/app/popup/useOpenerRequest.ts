'use client'

import { useEffect, useState } from 'react'
import { type $ZodType, type output, safeParse } from 'zod/v4/core'

/**
 * A popup page's handshake with the frame that opened it: tells the opener, at `origin` only (the
 * page's own origin when absent, read once mounted: the page is also rendered on the server), that
 * the page is ready, and takes the first message from that opener at that origin that `schema`
 * accepts. Anyone else (a host page that opened the popup itself, another window, another origin)
 * gets nothing and is not heard. `noOpener` says the page was opened by hand.
 *
 * @example
 * const { noOpener, request } = useOpenerRequest(ApprovalPopupRequest, { type: 'latch:approval-popup:ready' })
 */
// Any zod schema, of the full build or the mini one: both are zod's core schemas.
export function useOpenerRequest<Schema extends $ZodType>(
  schema: Schema,
  ready: { type: string },
  origin?: string,
): { noOpener: boolean; request: output<Schema> | undefined } {
  const [noOpener, setNoOpener] = useState(false)
  const [request, setRequest] = useState<output<Schema>>()
  const readyType = ready.type
  useEffect(() => {
    const opener = window.opener as Window | null
    if (!opener) {
      setNoOpener(true)
      return
    }
    const heard = origin ?? window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== heard || event.source !== opener) return
      const parsed = safeParse(schema, event.data)
      if (parsed.success) setRequest(parsed.data)
    }
    window.addEventListener('message', onMessage)
    opener.postMessage({ type: readyType }, heard)
    return () => window.removeEventListener('message', onMessage)
  }, [schema, readyType, origin])
  return { noOpener, request }
}
