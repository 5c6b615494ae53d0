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
export type Locale = (typeof locales)[number]

/** The languages written right to left, for which the frame's layout mirrors. */
export const rightToLeftLocales: ReadonlySet<Locale> = new Set(['ar', 'he'])
