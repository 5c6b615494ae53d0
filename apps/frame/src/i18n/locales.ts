/** The languages the frame speaks, as BCP 47 tags; English is the source and the fallback (docs/languages.md). */
export const locales = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

/**
 * A made-up language for checking layouts: English accented, about 40 % longer and in brackets
 * (docs/languages.md#the-pseudo-locale). Only a host's `locale` option picks it.
 */
export const pseudoLocale = 'en-XA'

export type Locale = (typeof locales)[number] | typeof pseudoLocale

/** The languages written right to left, for which the frame's layout mirrors. */
export const rightToLeftLocales: ReadonlySet<Locale> = new Set(['ar', 'he'])
