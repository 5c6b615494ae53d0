import english from '@/i18n/compiled/en/mail'
import { loadCatalogue } from '@/i18n/loadCatalogue'
import { type Locale, pseudoLocale, rightToLeftLocales } from '@/i18n/locales'
import { resolveLocale } from '@/i18n/resolveLocale'
import type { MailMessages } from './mailTexts'

/**
 * The mail room's messages in the language of a request (with the language, and the way it is
 * written): the one its `?locale=` names, else the first of its Accept-Language tags (by weight)
 * that the frame speaks, else English. The frame names the language it shows (the host's `locale`
 * option included); a mailed link opened in a browser has that browser's languages.
 *
 * @example
 * (await mailMessages(new Request(url, { headers: { 'accept-language': 'de-AT, en;q=0.8' } }))).locale // 'de'
 * (await mailMessages(new Request(`${url}?locale=ja`))).locale // 'ja'
 */
export async function mailMessages(
  request: Request,
): Promise<{ locale: Locale; dir: 'ltr' | 'rtl'; t: MailMessages }> {
  // The pseudo-locale checks the frame's layouts; a mail in it would only hide the code.
  const asked = new URL(request.url).searchParams.get('locale')?.slice(0, 35)
  const named = asked === pseudoLocale ? undefined : asked
  const locale = resolveLocale(named, acceptedLanguages(request.headers.get('accept-language') ?? ''))
  const dir = rightToLeftLocales.has(locale) ? 'rtl' : 'ltr'
  if (locale === 'en') return { locale, dir, t: english.mail }
  return { locale, dir, t: (await loadCatalogue(locale)).mail as MailMessages }
}

// An Accept-Language header's tags, highest weight first (a tag without one weighs 1); malformed
// entries and weights are passed over. Only the first 20 are read.
function acceptedLanguages(header: string): string[] {
  return header
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
    .map(({ tag }) => tag)
}
