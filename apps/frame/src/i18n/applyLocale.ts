import type { createStore } from 'jotai'
import { localeAtom } from './localeAtom'
import { type Locale, rightToLeftLocales } from './locales'

// The latest request per store: a language asked for later wins over an earlier one still loading.
const latest = new WeakMap<object, object>()

/**
 * Shows the frame in a language: loads its messages (for any language but English, whose messages
 * the views bundle), then sets them with the document's `lang` and writing direction, together, so
 * that English text is never laid out right to left. A catalogue that fails to load leaves English
 * and rejects; one that loads after a later call asked for another language is dropped.
 *
 * @example
 * await applyLocale(store, resolveLocale(payload.locale, navigator.languages))
 */
export async function applyLocale(store: ReturnType<typeof createStore>, locale: Locale): Promise<void> {
  const request = {}
  latest.set(store, request)
  // The table of the languages' chunks loads only for a visitor who reads another language.
  const catalogue =
    locale === 'en'
      ? undefined
      : await import('./loadCatalogue').then((module) => module.loadCatalogue(locale))
  if (latest.get(store) !== request) return
  store.set(localeAtom, catalogue ? { locale, catalogue } : { locale })
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.documentElement.dir = rightToLeftLocales.has(locale) ? 'rtl' : 'ltr'
}
