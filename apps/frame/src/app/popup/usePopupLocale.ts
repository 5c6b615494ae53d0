'use client'

import { getDefaultStore } from 'jotai'
import { useEffect } from 'react'
import { applyLocale } from '@/i18n/applyLocale'
import { resolveLocale } from '@/i18n/resolveLocale'

// The language a popup was opened in, for the social login's callback, which comes back from the
// provider to this window without the frame's query.
const storageKey = 'latch:popup-locale'

/**
 * Applies the visitor's language to a popup page: the one the frame names in the URL (`?locale=`,
 * none for English), which the window keeps; or, for a page the frame did not open itself
 * (`'window'`), the one this window was opened in. Either falls back to the browser's languages.
 *
 * @example
 * usePopupLocale() // the passkey popup, the approval popup, the social login's start page
 * usePopupLocale('window') // the social login's callback
 */
export function usePopupLocale(source: 'query' | 'window' = 'query'): void {
  useEffect(() => {
    const asked =
      source === 'query'
        ? (new URLSearchParams(window.location.search).get('locale') ?? undefined)
        : remembered()
    if (source === 'query') remember(asked)
    applyLocale(getDefaultStore(), resolveLocale(asked, navigator.languages)).catch(() => undefined)
  }, [source])
}

// A browser that refuses the page storage still shows it, in the browser's language.
function remembered(): string | undefined {
  try {
    return window.sessionStorage.getItem(storageKey) ?? undefined
  } catch {
    return undefined
  }
}

function remember(locale: string | undefined) {
  try {
    if (locale) window.sessionStorage.setItem(storageKey, locale)
    else window.sessionStorage.removeItem(storageKey)
  } catch {
    // Nothing to keep it in: the callback follows the browser's languages.
  }
}
