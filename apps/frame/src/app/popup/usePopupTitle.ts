'use client'

import { useEffect } from 'react'

/**
 * Names a popup window in the visitor's language (`title`, a message of the popup's room): the
 * server writes the page's English title, which the browser shows until the page has loaded.
 *
 * @example
 * usePopupTitle(t.titlePasskey()) // 'Passkey · Latch'
 */
export function usePopupTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Latch`
  }, [title])
}
