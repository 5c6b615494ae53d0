import { type Locale, locales, pseudoLocale } from './locales'

/**
 * The language to show: the host's `locale` if the frame speaks it, else the first of the visitor's
 * browser languages that it speaks, else English. A language matches by its language subtag (pt-BR
 * reads pt); Chinese by its script, so Taiwan, Hong Kong and Macau read traditional characters and the
 * rest simplified. Anything that is not a language tag is passed over. The pseudo-locale is the host's
 * choice alone: a browser that lists it does not get it.
 *
 * @example
 * resolveLocale(undefined, ['de-AT', 'en']) // 'de'
 * resolveLocale('zh-HK', []) // 'zh-TW'
 * resolveLocale('tlh', ['xx-invalid-!', 'fr']) // 'fr'
 */
export function resolveLocale(requested: string | undefined, preferred: readonly string[]): Locale {
  if (requested === pseudoLocale) return pseudoLocale
  for (const tag of [requested, ...preferred]) {
    const locale = tag ? matchLocale(tag) : undefined
    if (locale) return locale
  }
  return 'en'
}

// Chinese regions whose likely script is traditional, as the browser's likely subtags have them.
const traditionalRegions = ['TW', 'HK', 'MO']

function matchLocale(tag: string): Locale | undefined {
  // Not Intl.Locale's maximize(): its first call in a page loads the likely-subtags data, 40-90 ms on
  // a two-core machine, and this runs as the frame answers the host's init (docs/benchmarks.md).
  // Only Chinese needs the script it would add, and that follows from the region.
  let language: Intl.Locale
  try {
    language = new Intl.Locale(tag)
  } catch {
    return undefined
  }
  if (language.language === 'zh') {
    const script = language.script ?? (traditionalRegions.includes(language.region ?? '') ? 'Hant' : 'Hans')
    return script === 'Hant' ? 'zh-TW' : 'zh-CN'
  }
  return locales.find((locale) => locale === language.language)
}
