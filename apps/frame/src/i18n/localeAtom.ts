import { atom } from 'jotai'
import type { Catalogue } from './Catalogue'
import type { Locale } from './locales'

/**
 * The visitor's language and, once loaded, its messages; none for English, whose messages each view
 * bundles (docs/languages.md).
 */
export const localeAtom = atom<{ locale: Locale; catalogue?: Catalogue }>({ locale: 'en' })
