import { readdirSync, readFileSync } from 'node:fs'

// One catalogue per language in messages/, keyed by message; `{name}` marks a value.
const directory = new URL('./messages/', import.meta.url)
/** @type {Map<string, Record<string, string>>} */
const catalogues = new Map(
  readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(new URL(file, directory), 'utf8')),
    ]),
)
const english = catalogues.get('en') ?? {}
const rightToLeft = new Set(['ar', 'he'])

// The sandbox's own English texts (a card's or a bank's judgement, a refused link), each as a pattern
// that reads its values back, so that a text kept in English (the status API's failure_reason) can be
// shown in the page's language.
const englishPatterns = Object.entries(english).map(([key, template]) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
  const source = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('([\\s\\S]+?)')
  return { key, names, pattern: new RegExp(`^${source}$`) }
})

/**
 * @typedef {object} CheckoutLanguage
 * @property {string} lang the page's language tag ('de', 'zh-TW', 'en')
 * @property {'ltr' | 'rtl'} dir
 * @property {(key: string, values?: Readonly<Record<string, string>>) => string} text a message with
 *   its values, as text (a page escapes it)
 * @property {(text: string) => string} known one of the sandbox's English texts in the page's
 *   language; any other text as it is
 * @property {(amount: string, fractionDigits?: number) => string} amount a decimal as the language
 *   writes it, every digit kept (`fractionDigits` fixes their number)
 */

/**
 * The language of a checkout page, as a provider's hosted checkout picks it: the first of the
 * browser's Accept-Language tags (by weight) that the sandbox speaks, else English. A tag matches by
 * its language (pt-BR reads pt); Chinese by its script (zh-HK reads zh-TW, zh zh-CN).
 * @example
 * const t = checkoutLanguage('de-AT, en;q=0.8')
 * t.text('youPay') // 'Du zahlst'
 * t.known('Your card was declined.') // 'Deine Karte wurde abgelehnt.'
 * @param {string | undefined} acceptLanguage
 * @returns {CheckoutLanguage}
 */
export function checkoutLanguage(acceptLanguage) {
  const lang = pickLanguage(acceptLanguage ?? '')
  const messages = catalogues.get(lang) ?? english
  /** @type {CheckoutLanguage['text']} */
  const text = (key, values = {}) =>
    (messages[key] ?? english[key] ?? key).replace(/\{(\w+)\}/g, (marker, name) => values[name] ?? marker)
  return {
    lang,
    dir: rightToLeft.has(lang) ? 'rtl' : 'ltr',
    text,
    known: (given) => {
      for (const { key, names, pattern } of englishPatterns) {
        const match = pattern.exec(given)
        if (match)
          return text(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])))
      }
      return given
    },
    amount: (amount, fractionDigits) => {
      const places = amount.split('.')[1]?.length ?? 0
      // Intl writes at most 20 decimal places: a longer amount stays as it is, every digit kept.
      if (places > 20) return amount
      return new Intl.NumberFormat(lang, {
        minimumFractionDigits: fractionDigits ?? 0,
        maximumFractionDigits: fractionDigits ?? 20,
        // @ts-expect-error A string is read as the exact decimal it writes (Intl.NumberFormat v3).
      }).format(amount)
    },
  }
}

/**
 * The sandbox's texts in English: the words its status API and log keep (a card's or a bank's
 * judgement), which a page then says in its own language.
 * @example
 * checkoutEnglish.text('cardDeclined') // 'Your card was declined.'
 */
export const checkoutEnglish = checkoutLanguage(undefined)

/**
 * The frame's server reads Accept-Language for its mails alike; the sandbox stands in for another
 * site's checkout and shares no code with the frame, as a provider's would not.
 * @param {string} header
 * @returns {string}
 */
function pickLanguage(header) {
  const tags = header
    .slice(0, 1_000)
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';')
      const weight = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index }
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of tags) {
    let locale
    try {
      locale = new Intl.Locale(tag).maximize()
    } catch {
      continue
    }
    const code = locale.language === 'zh' ? (locale.script === 'Hant' ? 'zh-TW' : 'zh-CN') : locale.language
    if (catalogues.has(code)) return code
  }
  return 'en'
}
