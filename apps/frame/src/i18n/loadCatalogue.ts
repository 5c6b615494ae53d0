import type { Catalogue } from './Catalogue'
import type { Locale } from './locales'

// One chunk per language, fetched only for a visitor who reads it.
const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  ar: () => import('./compiled/ar.js'),
  de: () => import('./compiled/de.js'),
  es: () => import('./compiled/es.js'),
  fr: () => import('./compiled/fr.js'),
  he: () => import('./compiled/he.js'),
  hi: () => import('./compiled/hi.js'),
  id: () => import('./compiled/id.js'),
  it: () => import('./compiled/it.js'),
  ja: () => import('./compiled/ja.js'),
  ko: () => import('./compiled/ko.js'),
  nl: () => import('./compiled/nl.js'),
  pl: () => import('./compiled/pl.js'),
  pt: () => import('./compiled/pt.js'),
  ru: () => import('./compiled/ru.js'),
  th: () => import('./compiled/th.js'),
  tr: () => import('./compiled/tr.js'),
  uk: () => import('./compiled/uk.js'),
  vi: () => import('./compiled/vi.js'),
  'zh-CN': () => import('./compiled/zh-CN.js'),
  'zh-TW': () => import('./compiled/zh-TW.js'),
  'en-XA': () => import('./compiled/en-XA.js'),
}

/**
 * The messages of a language other than English, compiled (scripts/compileMessages.mjs).
 *
 * @example
 * store.set(localeAtom, { locale: 'de', catalogue: await loadCatalogue('de') })
 */
export async function loadCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  return (await catalogues[locale]()).default
}
